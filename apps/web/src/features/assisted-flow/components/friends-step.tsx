import { Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { TimeSlotView } from '@hangtime/core/scheduling/schemas';
import { EmptyText } from '../../../components/list-states';
import { formatClockTime } from '../../../lib/datetime';
import { formatEventWhen, useProfileTimeZone } from '../../events';
import { flowMessages } from '../logic/flow-messages';
import { endChoices, moveStart, startChoices, type TimeRange } from '../logic/slot-times';

type FriendsStepProps = {
  slot: TimeSlotView;
  time: TimeRange;
  friendIds: string[];
  onToggleFriend: (friendId: string) => void;
  onTimeChange: (time: TimeRange) => void;
};

/** Step 2: who of the slot's free friends to invite, and the time, moved in quarter hours inside the slot. */
export function FriendsStep({ slot, time, friendIds, onToggleFriend, onTimeChange }: FriendsStepProps) {
  const timeZone = useProfileTimeZone();
  const option = (instant: string) => ({ value: instant, label: formatClockTime(instant, timeZone) });
  return (
    <Stack gap="md">
      {slot.available_friend_ids.length === 0 ? (
        <EmptyText>{flowMessages.noFreeFriends}</EmptyText>
      ) : (
        <Checkbox.Group
          label="Friends to invite"
          description="Everyone here is free for the whole time you picked, and invited unless you untick them."
          value={friendIds}
        >
          <Stack gap="xs" mt="xs">
            {slot.available_friend_ids.map((id, index) => (
              <Checkbox key={id} value={id} label={slot.available_friends[index]} onChange={() => onToggleFriend(id)} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Time
        </Text>
        <Text size="xs" c="dimmed">
          Free together: {formatEventWhen(slot.start_time, slot.end_time, false, new Date(), timeZone)}. Move the start
          or end in quarter hours within it.
        </Text>
        <Group grow gap="sm" align="flex-start">
          <NativeSelect
            label="Starts"
            value={time.start}
            data={startChoices(slot).map(option)}
            onChange={(event) => onTimeChange(moveStart(slot, time, event.currentTarget.value))}
          />
          <NativeSelect
            label="Ends"
            value={time.end}
            data={endChoices(slot, time.start).map(option)}
            onChange={(event) => onTimeChange({ start: time.start, end: event.currentTarget.value })}
          />
        </Group>
      </Stack>
    </Stack>
  );
}
