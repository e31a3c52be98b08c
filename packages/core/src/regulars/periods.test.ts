import { describe, expect, it } from 'vitest';
import { followingPeriodStart, periodSpan, periodStartOf } from './periods';

describe('regular periods', () => {
  it.each([
    ['2026-12-02', 'week', '2026-11-30', '2026-12-07'],
    ['2026-11-30', 'week', '2026-11-30', '2026-12-07'],
    ['2026-12-06', 'two_weeks', '2026-11-30', '2026-12-14'],
    ['2026-12-31', 'month', '2026-12-01', '2027-01-01'],
    ['2027-02-14', 'month', '2027-02-01', '2027-03-01'],
  ] as const)('%s, %s: the period starts %s and the next %s', (date, cadence, start, next) => {
    expect(periodStartOf(date, cadence)).toBe(start);
    expect(followingPeriodStart(start, cadence)).toBe(next);
  });

  it('spans local midnights, across a change of clocks (New York, November 2026)', () => {
    const span = periodSpan('2026-10-26', 'week', 'America/New_York');
    expect(new Date(span.start).toISOString()).toBe('2026-10-26T04:00:00.000Z');
    expect(new Date(span.end).toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });
});
