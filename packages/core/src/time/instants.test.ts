import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { toUtcString, toUtcStringOfDate, utcStringOfEpochMs } from './instants';

const LIMIT = 8.64e15;

describe('utcStringOfEpochMs', () => {
  it('writes every instant Date can hold exactly as toISOString does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -LIMIT, max: LIMIT }), (epochMs) => {
        expect(utcStringOfEpochMs(epochMs)).toBe(new Date(epochMs).toISOString());
      }),
      { numRuns: 5000 },
    );
  });

  it.each([
    0,
    -1,
    1,
    86_399_999,
    86_400_000,
    -86_400_000,
    -86_400_001,
    253_402_300_799_999,
    253_402_300_800_000,
    -62_167_219_200_001,
    LIMIT,
    -LIMIT,
  ])('agrees with toISOString at the edge %d (day, year and sign boundaries)', (epochMs) => {
    expect(utcStringOfEpochMs(epochMs)).toBe(new Date(epochMs).toISOString());
  });

  it('stays right after its cache of days has filled and been emptied', () => {
    for (let day = 0; day < 5000; day += 1) {
      const epochMs = day * 86_400_000 + 12_345_678;
      expect(utcStringOfEpochMs(epochMs)).toBe(new Date(epochMs).toISOString());
    }
  });
});

describe('the wrappers', () => {
  it('format a Date and a Temporal instant the same way', () => {
    const epochMs = Date.UTC(2027, 2, 14, 6, 30, 5, 7);
    expect(toUtcStringOfDate(new Date(epochMs))).toBe('2027-03-14T06:30:05.007Z');
    expect(toUtcString(Temporal.Instant.fromEpochMilliseconds(epochMs))).toBe('2027-03-14T06:30:05.007Z');
  });
});
