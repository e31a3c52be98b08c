import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { WorkingHoursEntry } from '@hangtime/core/working-hours/schemas';
import { formatTimeRange } from '../../../lib/datetime';
import { describeEntryDay } from '../logic/entry-schedule';

type EntryRowProps = {
  entry: WorkingHoursEntry;
  onEdit: (entry: WorkingHoursEntry) => void;
  /** Asks for confirmation first; the list owns the dialog. */
  onDelete: (entry: WorkingHoursEntry) => void;
  isDeleteDisabled: boolean;
};

/** One block of working hours: its name, its weekday or date, its hours, with Edit and Delete. */
export function EntryRow({ entry, onEdit, onDelete, isDeleteDisabled }: EntryRowProps) {
  const day = describeEntryDay(entry);
  const label = `${entry.block_name}, ${day}`;
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0, overflowWrap: 'anywhere' }}>
          <Text fw={600}>{entry.block_name}</Text>
          <Text size="sm">
            {day} · {formatTimeRange(entry.start_time, entry.end_time)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button size="sm" variant="default" onClick={() => onEdit(entry)} aria-label={`Edit ${label}`}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="subtle"
            color="red"
            onClick={() => onDelete(entry)}
            disabled={isDeleteDisabled}
            aria-label={`Delete ${label}`}
          >
            Delete
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
