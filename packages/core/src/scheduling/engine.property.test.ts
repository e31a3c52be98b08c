// The whole engine, free time then slots, against the minute-by-minute oracles, over ranges of one
// to three days around both 2026 DST changes of New York, London, Sydney and Lord Howe.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFreeTime } from './free-time';
import { freeMinutesOracle } from './free-time-oracle.test-support';
import { propertyRuns } from './property-runs.test-support';
import { minutesOf, personFor, range } from './schedule-arbitraries.test-support';
import { findTimeTogether } from './shared-slots';
import { timeTogetherFromMinutes } from './slot-oracle.test-support';

// Property runs are CPU-bound: a generous limit keeps a loaded machine from failing them.
const TIMEOUT = 120_000;

describe('findTimeTogether over computeFreeTime against the oracles, across DST changes', () => {
  it(
    'findTimeTogether over computeFreeTime gives the candidates, slots and stretches of the per-minute oracle',
    () => {
      const scenario = range.chain((window) =>
        fc.record({
          range: fc.constant(window),
          caller: personFor(window, 'caller'),
          friends: fc.array(personFor(window, 'friend'), { minLength: 1, maxLength: 3 }),
        }),
      );
      fc.assert(
        fc.property(scenario, ({ range: window, caller, friends }) => {
          const before = structuredClone({ caller, friends });
          const minutes = minutesOf(window);
          const ids = friends.map((_, index) => `friend-${index}`);
          const expected = timeTogetherFromMinutes(
            window.start,
            freeMinutesOracle(caller, window.start, minutes),
            ids,
            friends.map((friend) => freeMinutesOracle(friend, window.start, minutes)),
          );
          const actual = findTimeTogether(
            computeFreeTime(caller, window),
            friends.map((friend, index) => ({ id: ids[index]!, free: computeFreeTime(friend, window) })),
          );
          expect(actual).toEqual(expected);
          expect({ caller, friends }).toEqual(before);
        }),
        { numRuns: propertyRuns(5000) },
      );
    },
    TIMEOUT,
  );
});
