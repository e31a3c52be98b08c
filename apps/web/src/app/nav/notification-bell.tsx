import { ActionIcon, Popover, Stack, Text } from '@mantine/core';
import { BellIcon } from '../../components/icons';

/** The bell's list arrives with the notifications feature; for now it is always empty. */
export function NotificationBell() {
  return (
    <Popover position="bottom-end" width={280} shadow="md" withArrow>
      <Popover.Target>
        <ActionIcon variant="subtle" color="dark" size="lg" aria-label="Notifications">
          <BellIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4} align="center" py="sm">
          <Text fw={600}>No Notifications</Text>
          <Text size="sm" c="dimmed">
            You're all caught up!
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
