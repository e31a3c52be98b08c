// How the list orders and describes entries: weekly ones by weekday, then one-offs by date.
import type { WorkingHoursEntry } from '@hangtime/core/working-hours/schemas';
import { formatLongDate } from '../../../lib/datetime';
import { getWeekdayName } from '../../availability';

/** "Every Monday" or "June 2, 2030". */
export function describeEntryDay(entry: WorkingHoursEntry): string {
  if (entry.is_recurring && entry.day_of_week !== null) return `Every ${getWeekdayName(entry.day_of_week)}`;
  return entry.date ? formatLongDate(entry.date) : '';
}

function sortKey(entry: WorkingHoursEntry): string {
  return entry.is_recurring
    ? `0:${entry.day_of_week ?? 9}:${entry.start_time}`
    : `1:${entry.date ?? ''}:${entry.start_time}`;
}

/** A new array: the week in order, then dated entries by date, each by start time. */
export function sortEntries(entries: readonly WorkingHoursEntry[]): WorkingHoursEntry[] {
  return [...entries].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
}
