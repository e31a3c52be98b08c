// The one expansion of availability windows into occurrences: by day numbers and cached zone
// offsets instead of Temporal, for the engine's sweep (bare intervals) and the calendar's list
// (dated occurrences) alike. occurrences-oracle.test-support.ts, on Temporal, is its oracle.
import { utcStringOfEpochMs } from '../time/instants';
import { clipIntervals, normalizeIntervals, type Interval } from './intervals';
import { dateOfDayNumber, dayNumberOf, msOfTime } from './local-days';
import { localDaysTouching, localSpanOnDay } from './local-time';
import type { WindowException, WindowOccurrence, WindowSchedule } from './occurrences';
import { isRecurringRule, type DateRange } from './recurrence-dates';
import { listRecurrenceDays } from './recurrence-days';

/**
 * Calls `visit` for each occurrence of `window` on a local day in [firstDay, lastDay], in day order.
 *
 * An occurrence on day D runs from D `start_time` to D `end_time` in the window's zone, resolved
 * with Temporal's 'compatible' disambiguation: a time skipped by a spring-forward gap moves forward
 * by the gap's length (02:30 → 03:30 in New York), a time repeated by a fall-back overlap takes its
 * first instant, and a span left empty or inverted by a gap is dropped. An exception replaces its
 * day's occurrence (cancelled removes it; missing times keep the window's own); one on a day the
 * series does not fall on is ignored, and of two on one day the last wins.
 */
function forEachOccurrence(
  window: WindowSchedule,
  exceptions: readonly WindowException[],
  firstDay: number,
  lastDay: number,
  visit: (day: number, start: number, end: number) => void,
): void {
  const exceptionsByDay = new Map(exceptions.map((exception) => [dayNumberOf(exception.date), exception]));
  const startMs = msOfTime(window.start_time);
  const endMs = msOfTime(window.end_time);
  for (const day of listRecurrenceDays(window, firstDay, lastDay)) {
    const exception = exceptionsByDay.get(day);
    if (exception?.cancelled) continue;
    const span = localSpanOnDay(
      day,
      exception?.start_time ? msOfTime(exception.start_time) : startMs,
      exception?.end_time ? msOfTime(exception.end_time) : endMs,
      window.timezone,
    );
    if (span !== null) visit(day, span.start, span.end);
  }
}

/**
 * The parts inside `range` of the occurrences of `window` (exceptions applied, wall-clock times
 * read in the window's own zone), normalised. Every local date whose occurrence could reach the
 * range is expanded, then the result is clipped, so an occurrence that began the evening before
 * the range still counts for its part inside it.
 */
export function expandWindowSpans(
  window: WindowSchedule,
  exceptions: readonly WindowException[],
  range: Interval,
): Interval[] {
  return clipIntervals(normalizeIntervals(listWindowSpans(window, exceptions, range)), range);
}

/**
 * The same occurrences whole, unsorted and unclipped, for a caller that merges many windows and
 * clips once (the sweep's hot path: half the intermediate arrays).
 */
export function listWindowSpans(
  window: WindowSchedule,
  exceptions: readonly WindowException[],
  range: Interval,
): Interval[] {
  const { firstDay, lastDay } = localDaysTouching(range);
  const spans: Interval[] = [];
  forEachOccurrence(window, exceptions, firstDay, lastDay, (_day, start, end) => spans.push({ start, end }));
  return spans;
}

/**
 * The occurrences of `window` whose local date (in the window's own zone) lies in `range`, both
 * ends inclusive, sorted by start. The range selects dates, not instants: an occurrence on the
 * range's last date is included even when it ends after that date's midnight UTC. `end_time` is
 * assumed to be after `start_time`, which validation enforces.
 */
export function expandWindowOccurrences(
  window: WindowSchedule,
  range: DateRange,
  exceptions: readonly WindowException[] = [],
): WindowOccurrence[] {
  const isRecurring = isRecurringRule(window);
  const occurrences: WindowOccurrence[] = [];
  // Sorted by start as they come: days in order, and 'compatible' resolution never moves a wall
  // time before that of an earlier day.
  forEachOccurrence(window, exceptions, dayNumberOf(range.start_date), dayNumberOf(range.end_date), (day, start, end) =>
    occurrences.push({
      window_id: window.id,
      window_name: window.window_name,
      date: dateOfDayNumber(day),
      start_time: utcStringOfEpochMs(start),
      end_time: utcStringOfEpochMs(end),
      is_recurring: isRecurring,
    }),
  );
  return occurrences;
}
