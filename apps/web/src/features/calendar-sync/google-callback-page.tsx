import { Center, Loader, Stack, Title } from '@mantine/core';

/** Where the calendar provider sends people back after they allow access. */
export function GoogleCallbackPage() {
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Title order={1} size="h4" fw={500}>
          Connecting your calendar…
        </Title>
      </Stack>
    </Center>
  );
}
