// A person's free time over a span of instants (behaviour.md §8 "Free time"), from plain data:
// the union of their availability occurrences minus their busy time.
import { clipIntervals, normalizeIntervals, subtractIntervals, type Interval } from './intervals';
import { localDayOf, startOfLocalDay } from './local-time';
import type { WindowException, WindowSchedule } from './occurrences';
import { listWindowSpans } from './window-spans';
import { expandWorkingHoursSpans, type WorkingHoursException, type WorkingHoursSchedule } from './working-hours-spans';

export type { WorkingHoursException, WorkingHoursSchedule } from './working-hours-spans';

/**
 * Busy time the caller has already expanded: event instances in which the person is accepted or
 * tentative, and busy blocks imported from linked calendars.
 */
export interface BusySpan {
  start: number;
  end: number;
  /** Busy over whole local days in `timezone`: from the start of the day of `start` to the start of the day after the day of `end`. */
  all_day?: boolean;
  /** The zone whose days an all-day span covers; the person's own when missing. */
  timezone?: string;
}

export interface PersonSchedule {
  /** The person's IANA zone: working hours are read in it. */
  timezone: string;
  /** Each window keeps its own zone. */
  windows: readonly { window: WindowSchedule; exceptions: readonly WindowException[] }[];
  workingHours: readonly WorkingHoursSchedule[];
  workingHoursExceptions?: readonly WorkingHoursException[];
  busy: readonly BusySpan[];
}

/**
 * The person's free time inside `range`, normalised: the union of their availability occurrences
 * (exceptions applied, each window in its own zone) minus their busy time (busy spans, all-day
 * ones widened to whole local days, and working-hours occurrences in the person's zone).
 */
export function computeFreeTime(person: PersonSchedule, range: Interval): Interval[] {
  const occurrences = person.windows.flatMap(({ window, exceptions }) => listWindowSpans(window, exceptions, range));
  const available = clipIntervals(normalizeIntervals(occurrences), range);
  const workingHours = expandWorkingHoursSpans(
    person.workingHours,
    person.workingHoursExceptions ?? [],
    person.timezone,
    range,
  );
  const busy = normalizeIntervals([...person.busy.map((span) => busyInterval(span, person.timezone)), ...workingHours]);
  return subtractIntervals(available, busy);
}

/**
 * An all-day span covers every local day it touches: an end exactly at the start of a local day
 * does not add that day. An empty or inverted span stays as it is, to be dropped.
 */
function busyInterval(span: BusySpan, personZone: string): Interval {
  if (!span.all_day || !(span.start < span.end)) return span;
  const zone = span.timezone ?? personZone;
  const lastDay = localDayOf(span.end, zone);
  const lastDayStart = startOfLocalDay(lastDay, zone);
  return {
    start: startOfLocalDay(localDayOf(span.start, zone), zone),
    end: lastDayStart === span.end ? span.end : startOfLocalDay(lastDay + 1, zone),
  };
}
