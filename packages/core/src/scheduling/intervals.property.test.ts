// The interval algebra against a brute-force oracle: each list as the set of unit cells it covers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clipIntervals,
  intersectIntervals,
  normalizeIntervals,
  subtractIntervals,
  unionIntervals,
  type Interval,
} from './intervals';
import { propertyRuns } from './property-runs.test-support';

const SIZE = 40;

// Integer end points, often equal to each other, so that touching and identical intervals abound.
const rawInterval = fc.record({
  start: fc.integer({ min: -2, max: SIZE + 2 }),
  end: fc.integer({ min: -2, max: SIZE + 2 }),
});
const rawList = fc.array(rawInterval, { maxLength: 8 });
const normalisedList = rawList.map(normalizeIntervals);

/** Which cells [k, k + 1) of [-2, SIZE + 2) a list covers. */
function cellsOf(intervals: readonly Interval[]): boolean[] {
  return Array.from({ length: SIZE + 4 }, (_, index) =>
    intervals.some(({ start, end }) => start <= index - 2 && index - 2 < end),
  );
}

function expectNormalised(intervals: readonly Interval[]) {
  intervals.forEach((interval, index) => {
    expect(interval.start).toBeLessThan(interval.end);
    // Strictly after the previous end: sorted, disjoint and not touching.
    if (index > 0) expect(interval.start).toBeGreaterThan(intervals[index - 1]!.end);
  });
}

describe('interval algebra against a cell-by-cell oracle', () => {
  it('normalizeIntervals keeps what is covered and makes a normalised list', () => {
    fc.assert(
      fc.property(rawList, (input) => {
        const result = normalizeIntervals(input);
        expectNormalised(result);
        expect(cellsOf(result)).toEqual(cellsOf(input));
      }),
      { numRuns: propertyRuns(500) },
    );
  });

  it('union, intersection, subtraction and clipping cover what the set operations say', () => {
    fc.assert(
      fc.property(normalisedList, normalisedList, rawInterval, (a, b, range) => {
        const [cellsA, cellsB, cellsRange] = [cellsOf(a), cellsOf(b), cellsOf([range])];
        const cases: [Interval[], boolean[]][] = [
          [unionIntervals(a, b), cellsA.map((x, k) => x || cellsB[k]!)],
          [intersectIntervals(a, b), cellsA.map((x, k) => x && cellsB[k]!)],
          [subtractIntervals(a, b), cellsA.map((x, k) => x && !cellsB[k]!)],
          [clipIntervals(a, range), cellsA.map((x, k) => x && cellsRange[k]!)],
        ];
        for (const [result, expected] of cases) {
          expectNormalised(result);
          expect(cellsOf(result)).toEqual(expected);
        }
      }),
      { numRuns: propertyRuns(500) },
    );
  });
});
