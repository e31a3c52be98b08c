import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { AvailabilityWindow } from '@hangtime/core/availability/schemas';
import { formatTimeRange } from '../../../lib/datetime';
import { describeRepeatDays, describeSeriesDates } from '../logic/repeat-description';

type WindowRowProps = {
  availabilityWindow: AvailabilityWindow;
  onEdit: (availabilityWindow: AvailabilityWindow) => void;
  /** Asks for confirmation first; the list owns the dialog. */
  onDelete: (availabilityWindow: AvailabilityWindow) => void;
  isDeleteDisabled: boolean;
};

/** One window: its name, hours, days and place, with Edit and Delete. */
export function WindowRow({ availabilityWindow, onEdit, onDelete, isDeleteDisabled }: WindowRowProps) {
  const { window_name: name, location, address } = availabilityWindow;
  const seriesDates = describeSeriesDates(availabilityWindow);
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' }}>
          <Text fw={600}>{name}</Text>
          <Text size="sm">
            {formatTimeRange(availabilityWindow.start_time, availabilityWindow.end_time)}{' '}
            <Text span size="sm" c="dimmed">
              ({availabilityWindow.timezone})
            </Text>
          </Text>
          <Text size="sm">{describeRepeatDays(availabilityWindow)}</Text>
          {seriesDates && (
            <Text size="xs" c="dimmed">
              {seriesDates}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {location ? `${location} · ${address}` : address}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button size="sm" variant="default" onClick={() => onEdit(availabilityWindow)} aria-label={`Edit ${name}`}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="subtle"
            color="red"
            onClick={() => onDelete(availabilityWindow)}
            disabled={isDeleteDisabled}
            aria-label={`Delete ${name}`}
          >
            Delete
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
