import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { RouterButton } from '../../../components/router-links';
import { paths } from '../../../lib/paths';

export function HeroSection() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      py={{ base: 56, sm: 96 }}
      style={{
        background:
          'linear-gradient(160deg, var(--mantine-color-indigo-light) 0%, var(--mantine-color-teal-light) 100%)',
      }}
    >
      <Container size="md">
        <Stack align="center" gap="lg" ta="center">
          <Title id="hero-title" order={1} fz={{ base: 38, sm: 60 }} lh={1.1}>
            Plan less. Hang out more.
          </Title>
          <Text size="xl" c="dimmed" maw={640}>
            Hangtime finds the evenings and weekends when you and your people are actually free, suggests things you'll
            all enjoy, and sends the invites. Catching up stops being a group-chat project.
          </Text>
          <Group justify="center" gap="sm">
            <RouterButton to={paths.register} size="lg">
              Get Started Free
            </RouterButton>
            <RouterButton to={paths.login} size="lg" variant="default">
              Sign In
            </RouterButton>
          </Group>
          <Text size="sm" c="dimmed">
            Free during beta · For adults 18 and older
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
