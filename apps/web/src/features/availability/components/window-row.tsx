import { Text } from '@mantine/core';
import type { AvailabilityWindow } from '@hangtime/core/availability/schemas';
import { CardRow, EditDeleteButtons } from '../../../components/card-row';
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
    <CardRow
      align="flex-start"
      detailsWidth="16rem"
      actions={
        <EditDeleteButtons
          itemLabel={name}
          onEdit={() => onEdit(availabilityWindow)}
          onDelete={() => onDelete(availabilityWindow)}
          isDeleteDisabled={isDeleteDisabled}
        />
      }
    >
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
    </CardRow>
  );
}
