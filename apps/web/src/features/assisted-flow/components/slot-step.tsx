import { Paper, Radio, Stack } from '@mantine/core';
import type { TimeSlotView } from '@hangtime/core/scheduling/schemas';
import { EmptyText, ListSkeleton, LoadError } from '../../../components/list-states';
import { toLocalDateAndTime } from '../../../lib/datetime';
import { formatEventWhen, useProfileTimeZone } from '../../events';
import { describeSchedulingError, useFreeTogetherQuery } from '../../scheduling';
import { flowMessages } from '../logic/flow-messages';

type SlotStepProps = { selected: TimeSlotView | null; onSelect: (slot: TimeSlotView) => void };

const slotKey = (slot: TimeSlotView) => `${slot.start_time}/${slot.end_time}`;

/** Step 1: the find-us-time slots of the next two weeks, one to pick. */
export function SlotStep({ selected, onSelect }: SlotStepProps) {
  const timeZone = useProfileTimeZone();
  const today = toLocalDateAndTime(new Date(), timeZone).date;
  const slots = useFreeTogetherQuery(today);

  if (slots.isPending) return <ListSkeleton label="Loading free times" rowHeight={56} rows={3} />;
  if (slots.isError) {
    return (
      <LoadError
        message={describeSchedulingError(slots.error, flowMessages.slotsFailed)}
        onRetry={() => void slots.refetch()}
        isRetrying={slots.isFetching}
      />
    );
  }
  if (slots.data.length === 0) return <EmptyText>{flowMessages.noSlots}</EmptyText>;

  return (
    <Radio.Group
      label="When you and your friends are free"
      value={selected ? slotKey(selected) : null}
      onChange={(key) => {
        const slot = slots.data.find((candidate) => slotKey(candidate) === key);
        if (slot) onSelect(slot);
      }}
    >
      <Stack gap="xs" mt="xs">
        {slots.data.map((slot) => (
          <Paper key={slotKey(slot)} withBorder radius="md" p="sm">
            <Radio
              value={slotKey(slot)}
              label={formatEventWhen(slot.start_time, slot.end_time, false, new Date(), timeZone)}
              description={`${slot.friend_count} of ${slot.total_friends} friends free: ${slot.available_friends.join(', ')}`}
              styles={{ label: { fontWeight: 600 }, description: { overflowWrap: 'anywhere' } }}
            />
          </Paper>
        ))}
      </Stack>
    </Radio.Group>
  );
}
