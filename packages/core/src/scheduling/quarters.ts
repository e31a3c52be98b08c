// The engine's grid (behaviour.md §8): time is cut into UTC quarter hours, and a person is free in a
// quarter only when they are free for all of it.
import type { Interval } from './intervals';

/** Quarter hours since the epoch, so every zone's quarter hours (even +05:45) are on the grid. */
export const QUARTER_MS = 15 * 60_000;
/** A plan needs at least an hour: shorter stretches are never candidates. */
export const MINIMUM_SLOT_MS = 60 * 60_000;

/**
 * The whole quarters a normalised list covers: each interval's start rounded up and its end down
 * to the grid, the empty ones dropped. The result stays normalised: two intervals that neither
 * overlap nor touch cannot round onto one shared edge (a.end < b.start rules out
 * floor(a.end) = ceil(b.start)).
 */
export function wholeQuarters(free: readonly Interval[]): Interval[] {
  const quarters: Interval[] = [];
  for (const { start, end } of free) {
    const first = Math.ceil(start / QUARTER_MS) * QUARTER_MS;
    const last = Math.floor(end / QUARTER_MS) * QUARTER_MS;
    if (first < last) quarters.push({ start: first, end: last });
  }
  return quarters;
}
