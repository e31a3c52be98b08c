import { ActionIcon } from '@mantine/core';
import { formatWeekdayLong } from '../../../lib/datetime';
import { revealToAssistiveTech } from '../../../components/reveal-to-assistive-tech';

type DayAddButtonProps = { date: Date; onAdd: (date: Date) => void };

/** The "+" of a day (spec §2): a new event on that day at 9:00. */
export function DayAddButton({ date, onAdd }: DayAddButtonProps) {
  return (
    <ActionIcon
      ref={revealToAssistiveTech}
      variant="subtle"
      size="sm"
      radius="xl"
      aria-label={`Add event on ${formatWeekdayLong(date)}`}
      className="hangtime-day-add"
      onClick={() => onAdd(new Date(date.getFullYear(), date.getMonth(), date.getDate(), 9, 0))}
    >
      <span aria-hidden="true">+</span>
    </ActionIcon>
  );
}
