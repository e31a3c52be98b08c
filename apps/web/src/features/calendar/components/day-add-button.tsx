import { formatWeekdayLong } from '../../../lib/datetime';
import { revealToAssistiveTech } from '../../../components/reveal-to-assistive-tech';
import { atWallTimeInZone } from '../logic/calendar-zone';

/** `date` is the day's midnight in `timeZone`, the zone the calendar draws in. */
type DayAddButtonProps = { date: Date; timeZone: string; onAdd: (date: Date) => void };

/**
 * The "+" of a day (spec §2): a new event on that day at 9:00. A plain button drawn as Mantine's
 * subtle ActionIcon (calendar-theme.css): Month draws 42 of them, and each ActionIcon read the
 * theme and wrote six style variables on its element, a tenth of the view switch on a phone.
 */
export function DayAddButton({ date, timeZone, onAdd }: DayAddButtonProps) {
  return (
    <button
      ref={revealToAssistiveTech}
      type="button"
      aria-label={`Add event on ${formatWeekdayLong(date, timeZone)}`}
      className="mantine-focus-auto mantine-active hangtime-day-add"
      onClick={() => onAdd(atWallTimeInZone(date, timeZone, '09:00'))}
    >
      <span aria-hidden="true">+</span>
    </button>
  );
}
