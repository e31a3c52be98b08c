import { ActionIcon } from '@mantine/core';
import { formatWeekdayLong } from '../../../lib/datetime';
import { revealToAssistiveTech } from '../../../components/reveal-to-assistive-tech';
import { atWallTimeInZone } from '../logic/calendar-zone';

/** `date` is the day's midnight in `timeZone`, the zone the calendar draws in. */
type DayAddButtonProps = { date: Date; timeZone: string; onAdd: (date: Date) => void };

/** The "+" of a day (spec §2): a new event on that day at 9:00. */
export function DayAddButton({ date, timeZone, onAdd }: DayAddButtonProps) {
  return (
    <ActionIcon
      ref={revealToAssistiveTech}
      variant="subtle"
      size="sm"
      radius="xl"
      aria-label={`Add event on ${formatWeekdayLong(date, timeZone)}`}
      className="hangtime-day-add"
      onClick={() => onAdd(atWallTimeInZone(date, timeZone, '09:00'))}
    >
      <span aria-hidden="true">+</span>
    </ActionIcon>
  );
}
