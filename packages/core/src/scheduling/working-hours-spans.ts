// Working-hours occurrences over a span of instants (behaviour.md §5): busy time, weekly on a
// weekday or once on a date, read in the person's zone, with one-date exceptions as windows have.
import type { Interval } from './intervals';
import { dayNumberOf, msOfTime, weekdayOfDayNumber } from './local-days';
import { localDaysTouching, localSpanOnDay } from './local-time';

export interface WorkingHoursSchedule {
  id: string;
  /** Weekly on `day_of_week`, or once on `date`. */
  is_recurring: boolean;
  /** 0 = Monday … 6 = Sunday. */
  day_of_week: number | null;
  date: string | null;
  /** Wall-clock `HH:MM` in the person's zone. */
  start_time: string;
  end_time: string;
}

/** One date of an entry changed on its own: cancelled, or given new times (a missing time keeps the entry's). */
export interface WorkingHoursException {
  entry_id: string;
  date: string;
  cancelled: boolean;
  start_time?: string | null;
  end_time?: string | null;
}

/**
 * Every occurrence of the entries on the local dates that can reach `range`, unclipped and
 * unsorted. An exception applies to its entry's occurrence on its date (the last of two for one
 * date wins) and is ignored on a date the entry does not fall on, exactly as for windows; a sliver
 * that a spring-forward gap turns inside out is dropped.
 */
export function expandWorkingHoursSpans(
  entries: readonly WorkingHoursSchedule[],
  exceptions: readonly WorkingHoursException[],
  timeZone: string,
  range: Interval,
): Interval[] {
  const { firstDay, lastDay } = localDaysTouching(range);
  const exceptionsByKey = new Map(
    exceptions.map((exception) => [keyOf(exception.entry_id, dayNumberOf(exception.date)), exception]),
  );
  const spans: Interval[] = [];
  for (const entry of entries) {
    for (const day of daysOf(entry, firstDay, lastDay)) {
      const exception = exceptionsByKey.get(keyOf(entry.id, day));
      if (exception?.cancelled) continue;
      const span = localSpanOnDay(
        day,
        msOfTime(exception?.start_time || entry.start_time),
        msOfTime(exception?.end_time || entry.end_time),
        timeZone,
      );
      if (span !== null) spans.push(span);
    }
  }
  return spans;
}

function daysOf(entry: WorkingHoursSchedule, firstDay: number, lastDay: number): number[] {
  // A dated entry is expanded wherever it is: what lies outside the range is clipped away later.
  if (!entry.is_recurring) return entry.date === null ? [] : [dayNumberOf(entry.date)];
  const days: number[] = [];
  if (entry.day_of_week === null) return days;
  // The first day on or after firstDay with the entry's weekday, then every seventh.
  const first = firstDay + ((entry.day_of_week - weekdayOfDayNumber(firstDay) + 7) % 7);
  for (let day = first; day <= lastDay; day += 7) days.push(day);
  return days;
}

function keyOf(entryId: string, day: number): string {
  return `${day} ${entryId}`;
}
