// The cached expansion must answer exactly what the recurrence engine answers, for any range: ranges
// that cross the cache's bucket edges, instances that span an edge, repeated and overlapping reads.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandEventInstances, type EventTiming } from '@hangtime/core/scheduling/event-recurrence';
import { cachedInstancesBetween, cachedNextInstance } from './instance-cache';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
const ORIGIN = Date.parse('2027-01-04T00:00:00Z');

const pattern = {
  days_of_week: [],
  day_of_month: null,
  week_of_month: null,
  day_of_week_monthly: null,
  end_date: null,
};

const timingArb = fc
  .record({
    startOffsetDays: fc.integer({ min: 0, max: 120 }),
    startHour: fc.integer({ min: 0, max: 23 }),
    // Up to three days long, so instances cross the 32-day bucket edges often.
    lengthHours: fc.integer({ min: 1, max: 72 }),
    zone: fc.constantFrom('America/New_York', 'Europe/London', 'Australia/Sydney', 'UTC'),
    recurrence: fc.constantFrom('weekly', 'monthly'),
    interval: fc.integer({ min: 1, max: 3 }),
    count: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
  })
  .map(({ startOffsetDays, startHour, lengthHours, zone, recurrence, interval, count }): EventTiming => {
    const start = ORIGIN + startOffsetDays * DAY_MS + startHour * HOUR_MS;
    return {
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + lengthHours * HOUR_MS).toISOString(),
      timezone: zone,
      all_day: false,
      recurring_pattern: { ...pattern, recurrence_type: recurrence, interval, end_occurrences: count },
    };
  });

const rangeArb = fc
  .record({ fromHours: fc.integer({ min: -240, max: 24 * 200 }), lengthHours: fc.integer({ min: 1, max: 24 * 100 }) })
  .map(({ fromHours, lengthHours }) => ({
    from: new Date(ORIGIN + fromHours * HOUR_MS),
    to: new Date(ORIGIN + (fromHours + lengthHours) * HOUR_MS),
  }));

describe('cachedInstancesBetween', () => {
  it('answers what the recurrence engine answers, for any range, however often it is asked', () => {
    fc.assert(
      fc.property(timingArb, fc.array(rangeArb, { minLength: 1, maxLength: 4 }), (timing, ranges) => {
        for (const { from, to } of ranges) {
          const expected = expandEventInstances(timing, { start: from.toISOString(), end: to.toISOString() });
          expect(cachedInstancesBetween(timing, from, to)).toEqual(expected);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('keeps an edited series apart from its earlier timing', () => {
    const timing = timingArb.filter((candidate) => candidate.recurring_pattern!.end_occurrences === null);
    fc.assert(
      fc.property(timing, (before) => {
        const after = {
          ...before,
          start_time: new Date(Date.parse(before.start_time) + HOUR_MS).toISOString(),
          end_time: new Date(Date.parse(before.end_time) + HOUR_MS).toISOString(),
        };
        const from = new Date(before.start_time);
        const to = new Date(from.getTime() + 60 * DAY_MS);
        const first = cachedInstancesBetween(before, from, to)[0]!;
        const moved = cachedInstancesBetween(after, from, to)[0]!;
        expect(Date.parse(moved.instance_start) - Date.parse(first.instance_start)).toBe(HOUR_MS);
      }),
      { numRuns: 30 },
    );
  });
});

describe('cachedNextInstance', () => {
  it('answers what the engine answers: the first instance still to end', () => {
    fc.assert(
      fc.property(timingArb, fc.integer({ min: -10, max: 24 * 400 }), (timing, afterHours) => {
        const after = new Date(ORIGIN + afterHours * HOUR_MS);
        const horizon = new Date(after.getTime() + 5 * 366 * DAY_MS);
        const expected =
          expandEventInstances(timing, { start: after.toISOString(), end: horizon.toISOString() })[0] ?? null;
        expect(cachedNextInstance(timing, after)).toEqual(expected);
      }),
      { numRuns: 100 },
    );
  });
});
