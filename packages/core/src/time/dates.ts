// Calendar-date arithmetic on `YYYY-MM-DD` strings: no zone, no clock.
import { Temporal } from 'temporal-polyfill';

export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

/** Whole days from `start` to `end` (negative when `end` comes first). */
export function daysBetween(start: string, end: string): number {
  return Temporal.PlainDate.from(start).until(Temporal.PlainDate.from(end), { largestUnit: 'days' }).days;
}
