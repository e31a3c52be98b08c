import type { Temporal } from 'temporal-polyfill';
import { BoundedMemo } from '../lib/bounded-memo';

const DAY_MS = 86_400_000;
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));

/** "YYYY-MM-DDT" by day number since the epoch; bounded so that no range of dates grows it without end. */
const dayPrefixes = new BoundedMemo<number, string>(4096);

// "…T00:00:00.000Z" without its last 13 characters; extended years (±YYYYYY) come out right too.
const writeDayPrefix = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, -13);

/**
 * Epoch milliseconds as `Date#toISOString()` writes them (UTC, milliseconds always shown), in a
 * fifth of its time: V8's toISOString costs half a microsecond, and a month's calendar read formats
 * some two thousand instants. The date part comes from toISOString once per day; the time of day
 * is plain arithmetic. Same range as Date (±8.64e15); integers only.
 */
export function utcStringOfEpochMs(epochMs: number): string {
  const day = Math.floor(epochMs / DAY_MS);
  let rest = epochMs - day * DAY_MS;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  return `${dayPrefixes.get(day, writeDayPrefix)}${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[seconds]}.${THREE_DIGITS[rest - seconds * 1000]}Z`;
}

/** A Date as `toISOString()` writes it, by utcStringOfEpochMs. */
export function toUtcStringOfDate(date: Date): string {
  return utcStringOfEpochMs(date.getTime());
}

/**
 * An instant as `Date#toISOString()` writes it, so the strings match the server's elsewhere.
 * Not through Temporal, whose own formatting is far slower: calendar reads format thousands.
 */
export function toUtcString(instant: Temporal.Instant): string {
  return utcStringOfEpochMs(instant.epochMilliseconds);
}
