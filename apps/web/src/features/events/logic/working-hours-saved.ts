// The confirmation after working hours are made from the event modal. It names what was stored,
// so a block saved on fewer days than were ticked can no longer pass unseen (issue 23).
import type { WorkingHoursEntry } from '@hangtime/core/working-hours/schemas';
import { formatLongDate } from '../../../lib/datetime';
import { sundayFirstWeekdays } from '../components/weekday-names';

/** "Monday", from working hours' own numbering (0 = Monday … 6 = Sunday). */
function nameOfMondayFirstDay(day: number): string {
  return sundayFirstWeekdays[(day + 1) % 7]?.long ?? String(day);
}

/** "a", "a and b", "a, b and c". */
function joinNames(names: string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "Working hours saved for Monday, Tuesday and Friday." or "… for November 30, 2026." for a one-time entry. */
export function describeWorkingHoursSaved(entries: readonly WorkingHoursEntry[]): string {
  const names = entries.map((entry) =>
    entry.day_of_week !== null ? nameOfMondayFirstDay(entry.day_of_week) : formatLongDate(entry.date ?? ''),
  );
  return `Working hours saved for ${joinNames(names)}.`;
}
