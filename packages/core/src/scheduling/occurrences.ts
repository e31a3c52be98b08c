// What an availability window is and what its occurrences look like (expanded by window-spans.ts),
// and the one Temporal conversion of a wall-clock time that callers outside the engine use.
import { Temporal } from 'temporal-polyfill';
import type { RecurrenceRule } from './recurrence-dates';

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

/** The instant a wall clock in `timeZone` shows `time` on `date`; never reads the process zone. */
export function wallClockToInstant(date: string, time: string, timeZone: string): Temporal.Instant {
  return Temporal.PlainDate.from(date)
    .toPlainDateTime(Temporal.PlainTime.from(time))
    .toZonedDateTime(timeZone, { disambiguation: 'compatible' })
    .toInstant();
}
