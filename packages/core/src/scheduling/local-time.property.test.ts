// The cached conversion against Temporal itself (wallClockToInstant, the engine's reference), across
// years, zones with odd offsets and histories, and wall times just around offset changes.
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { dayNumberOf } from './local-days';
import { localDayOf, startOfLocalDay, wallClockToEpochMs } from './local-time';
import { wallClockToInstant } from './occurrences';
import { propertyRuns } from './property-runs.test-support';

const ZONES = [
  'America/New_York',
  'Europe/London',
  'Australia/Sydney',
  'Asia/Kathmandu',
  'America/Sao_Paulo',
  'Pacific/Chatham',
  'Australia/Lord_Howe',
  'UTC',
] as const;
const MINUTE_MS = 60_000;

/** The wall clock an instant shows at a given offset, as `YYYY-MM-DD` and `HH:MM`. */
function wallAt(epochMs: number, offsetMs: number): { date: string; time: string } {
  const iso = new Date(epochMs + offsetMs).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The offset changes of a zone in one year (memoised: Temporal's search is slow). */
const transitionsByZoneYear = new Map<string, { at: number; before: number; after: number }[]>();
function transitionsOf(zone: string, year: number) {
  const key = `${zone} ${year}`;
  let found = transitionsByZoneYear.get(key);
  if (found === undefined) {
    found = [];
    let cursor: Temporal.ZonedDateTime | null = Temporal.Instant.fromEpochMilliseconds(
      Date.UTC(year, 0, 1),
    ).toZonedDateTimeISO(zone);
    while ((cursor = cursor.getTimeZoneTransition('next')) !== null && cursor.year === year) {
      found.push({
        at: cursor.epochMilliseconds,
        before: cursor.subtract({ nanoseconds: 1 }).offsetNanoseconds / 1e6,
        after: cursor.offsetNanoseconds / 1e6,
      });
    }
    transitionsByZoneYear.set(key, found);
  }
  return found;
}

// Wall times near a change: on either clock, up to three hours either side, so gaps and overlaps
// are hit from both ends. Years from 1900 reach Sao Paulo's midnight changes and LMT offsets.
const nearTransition = fc
  .record({
    zone: fc.constantFrom(...ZONES),
    year: fc.integer({ min: 1900, max: 2060 }),
    which: fc.nat(),
    minutes: fc.integer({ min: -180, max: 180 }),
    isOldClock: fc.boolean(),
  })
  .map(({ zone, year, which, minutes, isOldClock }) => {
    const transitions = transitionsOf(zone, year);
    if (transitions.length === 0) return { zone, ...wallAt(Date.UTC(year, 6, 1) + minutes * MINUTE_MS, 0) };
    const transition = transitions[which % transitions.length]!;
    return { zone, ...wallAt(transition.at + minutes * MINUTE_MS, isOldClock ? transition.before : transition.after) };
  });

const anyWallTime = fc
  .record({
    zone: fc.constantFrom(...ZONES),
    day: fc.integer({ min: dayNumberOf('1850-01-01'), max: dayNumberOf('2100-12-31') }),
    minute: fc.integer({ min: 0, max: 1439 }),
  })
  .map(({ zone, day, minute }) => ({ zone, ...wallAt(day * 86_400_000 + minute * MINUTE_MS, 0) }));

describe('wallClockToEpochMs against Temporal', () => {
  it('gives exactly the instant wallClockToInstant gives, near offset changes', () => {
    fc.assert(
      fc.property(nearTransition, ({ zone, date, time }) => {
        expect(wallClockToEpochMs(date, time, zone)).toBe(wallClockToInstant(date, time, zone).epochMilliseconds);
      }),
      { numRuns: propertyRuns(3000) },
    );
  });

  it('gives exactly the instant wallClockToInstant gives, at any wall time from 1850 to 2100', () => {
    fc.assert(
      fc.property(anyWallTime, ({ zone, date, time }) => {
        expect(wallClockToEpochMs(date, time, zone)).toBe(wallClockToInstant(date, time, zone).epochMilliseconds);
      }),
      { numRuns: propertyRuns(1000) },
    );
  });

  it('finds the local date and the start of the day as Temporal does', () => {
    fc.assert(
      fc.property(nearTransition, ({ zone, date, time }) => {
        const instant = wallClockToInstant(date, time, zone);
        const local = instant.toZonedDateTimeISO(zone);
        const day = localDayOf(instant.epochMilliseconds, zone);
        expect(day).toBe(dayNumberOf(local.toPlainDate().toString()));
        expect(startOfLocalDay(day, zone)).toBe(local.startOfDay().epochMilliseconds);
      }),
      { numRuns: propertyRuns(1000) },
    );
  });
});
