// The engine against the brute-force oracle of behaviour.md §8, on free time given as arbitrary
// (even unsorted, touching or overlapping) lists of intervals on minute boundaries.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Interval } from './intervals';
import { propertyRuns } from './property-runs.test-support';
import { findTimeTogether } from './shared-slots';
import { timeTogetherFromMinutes } from './slot-oracle.test-support';

const MINUTE_MS = 60_000;
const RANGE_MINUTES = 12 * 60;
// 2026-03-08 06:00 UTC: any instant works, a quarter hour keeps the grid in view.
const RANGE_START = Date.UTC(2026, 2, 8, 6);

// Quarter-hour edges most of the time, so friends' stretches start and end together often (ties
// in the walk) and rounding both matters and often does nothing.
const minute = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: RANGE_MINUTES / 15 }).map((quarter) => quarter * 15) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: RANGE_MINUTES }) },
);
const interval = fc
  .tuple(minute, minute)
  .map(([a, b]): Interval => ({ start: RANGE_START + a * MINUTE_MS, end: RANGE_START + b * MINUTE_MS }));
const freeList = fc.array(interval, { maxLength: 5 });

function minutesCovered(free: readonly Interval[]): boolean[] {
  return Array.from({ length: RANGE_MINUTES }, (_, m) => {
    const instant = RANGE_START + m * MINUTE_MS;
    return free.some(({ start, end }) => start <= instant && instant < end);
  });
}

describe('findTimeTogether against the brute-force oracle', () => {
  it('finds exactly the maximal candidates, the unbeaten slots and the free-together stretches', () => {
    fc.assert(
      fc.property(freeList, fc.array(freeList, { minLength: 1, maxLength: 6 }), (caller, friendLists) => {
        const friends = friendLists.map((free, index) => ({ id: `friend-${index}`, free }));
        const before = structuredClone({ caller, friends });
        const expected = timeTogetherFromMinutes(
          RANGE_START,
          minutesCovered(caller),
          friends.map((friend) => friend.id),
          friends.map((friend) => minutesCovered(friend.free)),
        );
        expect(findTimeTogether(caller, friends)).toEqual(expected);
        expect({ caller, friends }).toEqual(before);
      }),
      { numRuns: propertyRuns(1500) },
    );
  });
});
