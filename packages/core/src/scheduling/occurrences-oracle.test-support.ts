// The Temporal expansion of availability windows, kept as the test oracle of the fast one
// (window-spans.ts): one Temporal conversion per wall-clock time, dates from listRecurrenceDates.
// Production uses the fast one only; this one shares none of its day or offset arithmetic.
import { Temporal } from 'temporal-polyfill';
import { toUtcString } from '../time/instants';
import { wallClockToInstant, type WindowException, type WindowOccurrence, type WindowSchedule } from './occurrences';
import { isRecurringRule, listRecurrenceDates, type DateRange } from './recurrence-dates';

interface TimedOccurrence {
  date: string;
  start: Temporal.Instant;
  end: Temporal.Instant;
}

/** What expandWindowOccurrences answers, found with Temporal. */
export function expandWindowOccurrencesWithTemporal(
  window: WindowSchedule,
  range: DateRange,
  exceptions: readonly WindowException[] = [],
): WindowOccurrence[] {
  // The database keeps one exception per window and date; should a caller pass more, the last wins.
  const exceptionsByDate = new Map(exceptions.map((exception) => [exception.date, exception]));
  const isRecurring = isRecurringRule(window);
  const timed: TimedOccurrence[] = [];
  for (const date of listRecurrenceDates(window, range)) {
    const exception = exceptionsByDate.get(date);
    if (exception?.cancelled) continue;
    const start = wallClockToInstant(date, exception?.start_time ?? window.start_time, window.timezone);
    const end = wallClockToInstant(date, exception?.end_time ?? window.end_time, window.timezone);
    // A span left empty or inverted by a spring-forward gap is dropped.
    if (Temporal.Instant.compare(end, start) > 0) timed.push({ date, start, end });
  }
  return timed.map((occurrence) => ({
    window_id: window.id,
    window_name: window.window_name,
    date: occurrence.date,
    start_time: toUtcString(occurrence.start),
    end_time: toUtcString(occurrence.end),
    is_recurring: isRecurring,
  }));
}
