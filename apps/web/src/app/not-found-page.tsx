import { Center, Stack, Text, Title } from '@mantine/core';
import { RouterButton } from '../components/router-links';
import { paths } from '../lib/paths';

export function NotFoundPage() {
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="sm" ta="center">
        <Text fw={800} fz={64} c="indigo.5" lh={1}>
          404
        </Text>
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text c="dimmed">This page doesn't exist or has moved.</Text>
        <RouterButton to={paths.home} mt="sm">
          Go to the home page
        </RouterButton>
      </Stack>
    </Center>
  );
}
