// Which week-long batches the calendar asks the server for (spec §9: 7-day batches, 2 buffered
// days each side of the view), so moving a week reuses the batches already cached.
import { wallClockToInstant } from '@hangtime/core/scheduling/occurrences';
import { addDays } from '@hangtime/core/time/dates';
import { getSundayFirstWeekday } from '../../../lib/datetime';

export const BATCH_DAYS = 7;
export const BUFFER_DAYS = 2;

/** The Monday (YYYY-MM-DD) of the week a calendar date falls in; the calendar's weeks start Monday. */
export function getWeekStart(date: string): string {
  const mondayFirst = (getSundayFirstWeekday(date) + 6) % 7;
  return addDays(date, -mondayFirst);
}

/**
 * The Mondays that start the batches covering the visible days [startDate, endDate) plus the
 * buffer on each side, in order. Dates are calendar dates where the person is.
 */
export function listBatchStarts(startDate: string, endDate: string): string[] {
  const until = addDays(endDate, BUFFER_DAYS);
  const starts: string[] = [];
  for (
    let monday = getWeekStart(addDays(startDate, -BUFFER_DAYS));
    monday < until;
    monday = addDays(monday, BATCH_DAYS)
  ) {
    starts.push(monday);
  }
  return starts;
}

export type BatchRange = {
  /** For the events call: the instants of the batch's first and next week's midnight in `timeZone`. */
  startIso: string;
  endIso: string;
  /** For the occurrences call: the batch's first and last date, both included. */
  firstDate: string;
  lastDate: string;
};

/** The instant (UTC ISO) a calendar date begins in `timeZone`. */
export function getMidnightIso(date: string, timeZone: string): string {
  return new Date(wallClockToInstant(date, '00:00', timeZone).epochMilliseconds).toISOString();
}

export function getBatchRange(batchStart: string, timeZone: string): BatchRange {
  const next = addDays(batchStart, BATCH_DAYS);
  return {
    startIso: getMidnightIso(batchStart, timeZone),
    endIso: getMidnightIso(next, timeZone),
    firstDate: batchStart,
    lastDate: addDays(next, -1),
  };
}
