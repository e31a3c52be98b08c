import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './dates';

describe('calendar-date arithmetic', () => {
  it('adds days across month, year and leap-day ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-10', -10)).toBe('2026-02-28');
  });

  it('counts whole days between two dates, either way round, across a DST change', () => {
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2026-03-31', '2026-03-01')).toBe(-30);
    expect(daysBetween('2026-11-23', '2026-11-23')).toBe(0);
  });
});

describe('calendar-date arithmetic against Temporal', () => {
  it('adds and counts days as Temporal.PlainDate does, from 1900 to 2200', () => {
    const date = fc
      .integer({ min: Date.UTC(1900, 0, 1) / 86_400_000, max: Date.UTC(2200, 0, 1) / 86_400_000 })
      .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, fc.integer({ min: -1000, max: 1000 }), date, (start, days, end) => {
        expect(addDays(start, days)).toBe(Temporal.PlainDate.from(start).add({ days }).toString());
        expect(daysBetween(start, end)).toBe(Temporal.PlainDate.from(start).until(end).days);
      }),
    );
  });
});
