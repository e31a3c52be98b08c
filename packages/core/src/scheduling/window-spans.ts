// An availability window's occurrences over a span of instants, as bare intervals: what
// expandWindowOccurrences finds, by day numbers and cached zone offsets instead of Temporal.
import { clipIntervals, normalizeIntervals, type Interval } from './intervals';
import { dayNumberOf, msOfTime } from './local-days';
import { localDaysTouching, localSpanOnDay } from './local-time';
import type { WindowException, WindowSchedule } from './occurrences';
import { listRecurrenceDays } from './recurrence-days';

/**
 * The parts inside `range` of the occurrences of `window` (exceptions applied, wall-clock times
 * read in the window's own zone), normalised. Every local date whose occurrence could reach the
 * range is expanded, then the result is clipped, so an occurrence that began the evening before
 * the range still counts for its part inside it.
 */
export function expandWindowSpans(window: WindowSchedule, exceptions: readonly WindowException[], range: Interval): Interval[] {
  return clipIntervals(normalizeIntervals(listWindowSpans(window, exceptions, range)), range);
}

/**
 * The same occurrences whole, unsorted and unclipped, for a caller that merges many windows and
 * clips once (the sweep's hot path: half the intermediate arrays).
 */
export function listWindowSpans(window: WindowSchedule, exceptions: readonly WindowException[], range: Interval): Interval[] {
  const { firstDay, lastDay } = localDaysTouching(range);
  const exceptionsByDay = new Map(exceptions.map((exception) => [dayNumberOf(exception.date), exception]));
  const startMs = msOfTime(window.start_time);
  const endMs = msOfTime(window.end_time);
  const spans: Interval[] = [];
  for (const day of listRecurrenceDays(window, firstDay, lastDay)) {
    const exception = exceptionsByDay.get(day);
    if (exception?.cancelled) continue;
    const span = localSpanOnDay(
      day,
      exception?.start_time ? msOfTime(exception.start_time) : startMs,
      exception?.end_time ? msOfTime(exception.end_time) : endMs,
      window.timezone,
    );
    if (span !== null) spans.push(span);
  }
  return spans;
}
