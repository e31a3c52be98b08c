import { Center, Stack, Text, Title } from '@mantine/core';
import { RouterButton } from '../../components/router-links';
import { paths } from '../../lib/paths';

/**
 * Where the calendar provider will send people back after they allow access. The link itself is
 * not built yet (issue 24: the calendar link and feeds, behaviour.md §10), so nobody is sent here
 * by Hangtime; someone who opens the address learns that, not a spinner that never ends.
 */
export function GoogleCallbackPage() {
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} size="h4" fw={500}>
          Calendar connections are coming soon
        </Title>
        <Text c="dimmed">
          Hangtime cannot link a Google calendar yet. Your events, availability and working hours are all in your
          Hangtime calendar.
        </Text>
        <RouterButton to={paths.calendar} variant="light">
          Back to your calendar
        </RouterButton>
      </Stack>
    </Center>
  );
}
