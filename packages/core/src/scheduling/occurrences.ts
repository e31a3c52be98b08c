// Turns an availability window into its occurrences over a date range, as UTC instants with exceptions applied.
import { Temporal } from 'temporal-polyfill';
import { toUtcString } from '../time/instants';
import { isRecurringRule, listRecurrenceDates, type DateRange, type RecurrenceRule } from './recurrence-dates';

/** What the expander needs of an availability window. Times are wall-clock `HH:MM` in `timezone`. */
export interface WindowSchedule extends RecurrenceRule {
  id: string;
  window_name: string;
  start_time: string;
  end_time: string;
  /** IANA zone the wall-clock times are read in, e.g. `America/New_York`. */
  timezone: string;
}

/** One date of a series changed on its own: removed, or given new times on the same date. */
export interface WindowException {
  date: string;
  cancelled: boolean;
  start_time?: string | null;
  end_time?: string | null;
}

export interface WindowOccurrence {
  window_id: string;
  window_name: string;
  /** The occurrence's local date (`YYYY-MM-DD`) in the window's zone. */
  date: string;
  /** ISO 8601 UTC instant, e.g. `2026-03-09T22:00:00.000Z`. */
  start_time: string;
  end_time: string;
  is_recurring: boolean;
}

/**
 * The occurrences of `window` whose local date D (in the window's own zone) lies in `range`,
 * both ends inclusive, sorted by start. The range selects dates, not instants: an occurrence on
 * the range's last date is included even when it ends after that date's midnight UTC.
 *
 * An occurrence on D runs from D `start_time` to D `end_time` in the window's zone. Wall-clock
 * times are resolved with Temporal's 'compatible' disambiguation: a time skipped by a
 * spring-forward gap moves forward by the gap's length (02:30 → 03:30 in New York), and a time
 * repeated by a fall-back overlap takes its first, earlier instant.
 *
 * An exception replaces its date's occurrence (cancelled removes it; missing times keep the
 * window's own); an exception on a date the series does not fall on is ignored. `end_time` is
 * assumed to be after `start_time`, which validation enforces.
 */
export function expandWindowOccurrences(
  window: WindowSchedule,
  range: DateRange,
  exceptions: readonly WindowException[] = [],
): WindowOccurrence[] {
  const exceptionsByDate = indexByDate(exceptions);
  const isRecurring = isRecurringRule(window);
  const timed: TimedOccurrence[] = [];
  for (const date of listRecurrenceDates(window, range)) {
    const exception = exceptionsByDate.get(date);
    if (exception?.cancelled) continue;
    const span = resolveSpan(date, timesFor(window, exception), window.timezone);
    if (span) timed.push({ date, ...span });
  }
  // Already sorted by start: the dates come in order, and 'compatible' resolution never moves a
  // wall time before that of an earlier date.
  return timed.map((occurrence) => toOccurrence(window, occurrence, isRecurring));
}

interface WallTimes {
  start_time: string;
  end_time: string;
}

interface TimedOccurrence {
  date: string;
  start: Temporal.Instant;
  end: Temporal.Instant;
}

/** The database keeps one exception per window and date; should a caller pass more, the last wins. */
function indexByDate(exceptions: readonly WindowException[]): Map<string, WindowException> {
  return new Map(exceptions.map((exception) => [exception.date, exception]));
}

function timesFor(window: WindowSchedule, exception: WindowException | undefined): WallTimes {
  return {
    start_time: exception?.start_time ?? window.start_time,
    end_time: exception?.end_time ?? window.end_time,
  };
}

/**
 * The instants of one occurrence, or null when nothing is left of it: a window lying wholly in a
 * spring-forward gap (02:15–02:45 in New York) has its start pushed to 03:15 and its end to
 * 03:45, which is fine, but 02:30–03:15 would start at 03:30 and end at 03:15. An inverted
 * interval would corrupt the interval algebra downstream, so such a sliver is dropped.
 */
function resolveSpan(date: string, times: WallTimes, timeZone: string): Omit<TimedOccurrence, 'date'> | null {
  const start = wallClockToInstant(date, times.start_time, timeZone);
  const end = wallClockToInstant(date, times.end_time, timeZone);
  return Temporal.Instant.compare(end, start) > 0 ? { start, end } : null;
}

/** The instant a wall clock in `timeZone` shows `time` on `date`; never reads the process zone. */
export function wallClockToInstant(date: string, time: string, timeZone: string): Temporal.Instant {
  return Temporal.PlainDate.from(date)
    .toPlainDateTime(Temporal.PlainTime.from(time))
    .toZonedDateTime(timeZone, { disambiguation: 'compatible' })
    .toInstant();
}

function toOccurrence(window: WindowSchedule, occurrence: TimedOccurrence, isRecurring: boolean): WindowOccurrence {
  return {
    window_id: window.id,
    window_name: window.window_name,
    date: occurrence.date,
    start_time: toUtcString(occurrence.start),
    end_time: toUtcString(occurrence.end),
    is_recurring: isRecurring,
  };
}

