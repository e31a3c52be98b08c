// Calendar dates as day numbers (days since 1970-01-01): plain integer arithmetic, no zone, no
// Temporal object per date, for the loops that walk a fortnight for hundreds of windows.
import { BoundedMemo } from '../lib/bounded-memo';

export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/;

/**
 * Parsed strings by their text. Schedules repeat the same few dates and times thousands of times
 * per sweep, and parsing was the sweep's largest cost; bounded so odd input cannot grow it.
 */
const dayNumbers = new BoundedMemo<string, number>(4096);
const msOfTimes = new BoundedMemo<string, number>(4096);

/** The day number of a `YYYY-MM-DD` date; throws on anything else, as Temporal.PlainDate.from would. */
export function dayNumberOf(date: string): number {
  return dayNumbers.get(date, parseDayNumber);
}

function parseDayNumber(date: string): number {
  const match = DATE_PATTERN.exec(date);
  if (match === null) throw new RangeError(`not a date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) throw new RangeError(`not a date: ${date}`);
  return utcMidnightOf(year, month, day) / DAY_MS;
}

/** `YYYY-MM-DD` of a day number (years 0000–9999). */
export function dateOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday, the app's numbering. Day 0 (1970-01-01) was a Thursday. */
export function weekdayOfDayNumber(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

/** The day of the month (1–31) and the length of that month, for week-of-month rules. */
export function monthDayOfDayNumber(day: number): { dayOfMonth: number; daysInMonth: number } {
  const date = new Date(day * DAY_MS);
  return { dayOfMonth: date.getUTCDate(), daysInMonth: daysInMonth(date.getUTCFullYear(), date.getUTCMonth() + 1) };
}

/**
 * Milliseconds since midnight of a wall-clock `HH:MM`, `HH:MM:SS` or `HH:MM:SS.fff` (as
 * Temporal.PlainTime.from reads them; digits past milliseconds are dropped, as epoch milliseconds
 * cannot hold them). Throws on anything else.
 */
export function msOfTime(time: string): number {
  return msOfTimes.get(time, parseMsOfTime);
}

function parseMsOfTime(time: string): number {
  const match = TIME_PATTERN.exec(time);
  if (match === null) throw new RangeError(`not a time: ${time}`);
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) throw new RangeError(`not a time: ${time}`);
  const millis = Number((match[4] ?? '').padEnd(3, '0').slice(0, 3));
  return ((hour * 60 + minute) * 60 + second) * 1000 + millis;
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(utcMidnightOf(year, month + 1, 0)).getUTCDate();
}

/** Date.UTC, but without its reading of years 0–99 as 1900–1999. */
function utcMidnightOf(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}
