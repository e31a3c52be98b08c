import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CalendarIcon, CompassIcon, SparklesIcon, UsersIcon } from '../../../components/icons';

type Feature = { title: string; description: string; icon: ReactNode; color: string };

const features: Feature[] = [
  {
    title: 'Smart Scheduling',
    description:
      "Share when you're usually free once. Hangtime lines up everyone's availability and shows the times that work for the whole group, without the back-and-forth.",
    icon: <CalendarIcon />,
    color: 'indigo',
  },
  {
    title: 'Your Friends Not Strangers',
    description:
      'Hangtime is for the people you already love. Invite friends and family with your own link; your plans and free time stay between you.',
    icon: <UsersIcon />,
    color: 'teal',
  },
  {
    title: 'Activity Planning',
    description:
      'Tell us what you enjoy, from Sunday brunch to trivia night or a long hike, and get ideas your whole group will actually be excited about.',
    icon: <CompassIcon />,
    color: 'orange',
  },
  {
    title: 'Automated Planning',
    description:
      'Too busy to organize? Let Hangtime pick a time and a place that suit everyone and send the invitations for you. You just show up.',
    icon: <SparklesIcon />,
    color: 'grape',
  },
];

export function FeatureCards() {
  return (
    <Container component="section" size="lg" py={{ base: 48, sm: 80 }} aria-labelledby="features">
      <Title id="features" order={2} ta="center" mb="xs">
        Everything it takes to actually get together
      </Title>
      <Text ta="center" c="dimmed" mb="xl" maw={620} mx="auto">
        Less coordinating, more catching up with the people who matter.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {features.map((feature) => (
          <Card key={feature.title} withBorder radius="lg" padding="lg" shadow="xs">
            <ThemeIcon size={44} radius="md" variant="light" color={feature.color} mb="md">
              {feature.icon}
            </ThemeIcon>
            <Title order={3} size="h4" mb={6}>
              {feature.title}
            </Title>
            <Text size="sm" c="dimmed" lh={1.6}>
              {feature.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
