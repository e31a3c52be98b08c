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
