// Calendar-date arithmetic on `YYYY-MM-DD` strings: no zone, no clock. On day numbers
// (scheduling/local-days.ts), the engine's one way of counting days.
import { dateOfDayNumber, dayNumberOf } from '../scheduling/local-days';

export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumberOf(date) + days);
}

/** Whole days from `start` to `end` (negative when `end` comes first). */
export function daysBetween(start: string, end: string): number {
  return dayNumberOf(end) - dayNumberOf(start);
}
