import { Text } from '@mantine/core';
import type { WorkingHoursEntry } from '@hangtime/core/working-hours/schemas';
import { CardRow, EditDeleteButtons } from '../../../components/card-row';
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
  return (
    <CardRow
      actions={
        <EditDeleteButtons
          // Blocks may share a name: the day tells their buttons apart.
          itemLabel={`${entry.block_name}, ${day}`}
          onEdit={() => onEdit(entry)}
          onDelete={() => onDelete(entry)}
          isDeleteDisabled={isDeleteDisabled}
        />
      }
    >
      <Text fw={600}>{entry.block_name}</Text>
      <Text size="sm">
        {day} · {formatTimeRange(entry.start_time, entry.end_time)}
      </Text>
    </CardRow>
  );
}
