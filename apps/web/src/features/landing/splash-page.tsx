import { Center, Stack, Text, Title } from '@mantine/core';
import { RouterButton } from '../../components/router-links';
import { paths } from '../../lib/paths';

/** A plain brand screen; the spec leaves its content open. */
export function SplashPage() {
  return (
    <Center mih="70vh" px="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} c="indigo">
          Hangtime
        </Title>
        <Text size="lg" c="dimmed">
          Plan less. Hang out more.
        </Text>
        <RouterButton to={paths.home} mt="md">
          Continue
        </RouterButton>
      </Stack>
    </Center>
  );
}
