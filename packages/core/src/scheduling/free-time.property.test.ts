// computeFreeTime against the minute-by-minute oracle over ranges of one to three days around both
// 2026 DST changes of New York, London, Sydney and Lord Howe.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFreeTime } from './free-time';
import { freeMinutesOracle } from './free-time-oracle.test-support';
import { propertyRuns } from './property-runs.test-support';
import { intervalsOf, minutesOf, personFor, range } from './schedule-arbitraries.test-support';

// Property runs are CPU-bound: a generous limit keeps a loaded machine from failing them.
const TIMEOUT = 120_000;

describe('the engine against the minute-by-minute oracle, across DST changes', () => {
  it(
    'computeFreeTime frees exactly the minutes the rules free',
    () => {
      const scenario = range.chain((window) =>
        fc.record({ range: fc.constant(window), person: personFor(window, 'p') }),
      );
      fc.assert(
        fc.property(scenario, ({ range: window, person }) => {
          const expected = intervalsOf(freeMinutesOracle(person, window.start, minutesOf(window)), window.start);
          expect(computeFreeTime(person, window)).toEqual(expected);
        }),
        { numRuns: propertyRuns(5000) },
      );
    },
    TIMEOUT,
  );
});
