import { useState } from 'react';
import { Button, Paper, Radio, Stack, Title } from '@mantine/core';
import type { TimeSlotView } from '@hangtime/core/scheduling/schemas';
import { EmptyText, ListSkeleton, LoadError } from '../../../components/list-states';
import { formatRelativeDay, toLocalDateAndTime } from '../../../lib/datetime';
import { formatTimesOnDay, useProfileTimeZone } from '../../events';
import { describeSchedulingError, useFreeTogetherQuery } from '../../scheduling';
import { flowMessages } from '../logic/flow-messages';
import { groupSlotsByDay, type SlotDay } from '../logic/slot-days';

type SlotStepProps = { selected: TimeSlotView | null; onSelect: (slot: TimeSlotView) => void };

const slotKey = (slot: TimeSlotView) => `${slot.start_time}/${slot.end_time}`;

/** Step 1: the find-us-time slots of the next two weeks by day, the best of each day first, one to pick. */
export function SlotStep({ selected, onSelect }: SlotStepProps) {
  const timeZone = useProfileTimeZone();
  const today = toLocalDateAndTime(new Date(), timeZone).date;
  const answer = useFreeTogetherQuery(today);

  if (answer.isPending) return <ListSkeleton label="Loading free times" rowHeight={56} rows={3} />;
  if (answer.isError) {
    return (
      <LoadError
        message={describeSchedulingError(answer.error, flowMessages.slotsFailed)}
        onRetry={() => void answer.refetch()}
        isRetrying={answer.isFetching}
      />
    );
  }
  const slots = answer.data.time_slots;
  if (slots.length === 0) return <EmptyText>{flowMessages.noSlots}</EmptyText>;

  return (
    <Radio.Group
      label="When you and your friends are free"
      description="Each day’s biggest groups and longest times first"
      value={selected ? slotKey(selected) : null}
      onChange={(key) => {
        const slot = slots.find((candidate) => slotKey(candidate) === key);
        if (slot) onSelect(slot);
      }}
    >
      <Stack gap="md" mt="xs">
        {groupSlotsByDay(slots).map((day) => (
          <SlotDayGroup key={day.date} day={day} selected={selected} timeZone={timeZone} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

type SlotDayGroupProps = { day: SlotDay; selected: TimeSlotView | null; timeZone: string };

/** One day's slots: the best few, and "Show N more" for the rest (open already when the chosen one is there). */
function SlotDayGroup({ day, selected, timeZone }: SlotDayGroupProps) {
  const holdsSelected = selected !== null && day.more.some((slot) => slotKey(slot) === slotKey(selected));
  const [isOpen, setOpen] = useState(holdsSelected);
  const visible = isOpen ? [...day.shown, ...day.more] : day.shown;
  const headingId = `slot-day-${day.date}`;
  // A day's slots all start on it (the slot's date is its start's, where the person is): the day is
  // named once for the heading and every row. Each naming builds its date formats afresh, several
  // dozen on a phone as the flow opens.
  const dayLabel = formatRelativeDay(day.shown[0]!.start_time, new Date(), timeZone);
  return (
    <Stack gap="xs" role="group" aria-labelledby={headingId}>
      <Title order={4} id={headingId} size="h5">
        {dayLabel}
      </Title>
      {visible.map((slot) => (
        <Paper key={slotKey(slot)} withBorder radius="md" p="sm">
          <Radio
            value={slotKey(slot)}
            label={formatTimesOnDay(dayLabel, slot.start_time, slot.end_time, timeZone)}
            description={`${slot.friend_count} of ${slot.total_friends} friends free: ${slot.available_friends.join(', ')}`}
            styles={{ label: { fontWeight: 600 }, description: { overflowWrap: 'anywhere' } }}
          />
        </Paper>
      ))}
      {day.more.length > 0 && (
        <Button variant="subtle" size="compact-sm" onClick={() => setOpen(!isOpen)} aria-expanded={isOpen}>
          {isOpen ? 'Show fewer' : `Show ${day.more.length} more`}
        </Button>
      )}
    </Stack>
  );
}
