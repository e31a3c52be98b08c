import { describe, expect, it } from 'vitest';
import { getInitialDays, getInitialThreeDays, getInitialWeekDays } from './initial-days';

describe('getInitialWeekDays', () => {
  it('answers the Monday-to-Monday week of today', () => {
    // Wednesday 26 November 2026, noon UTC.
    expect(getInitialWeekDays('UTC', new Date('2026-11-26T12:00:00Z'))).toEqual({
      startDate: '2026-11-23',
      endDate: '2026-11-30',
    });
  });

  it('counts today in the grid’s zone, not the device’s', () => {
    // Monday 01:00 in Tokyo is still Sunday in UTC: Tokyo's week starts that Monday, UTC's the one before.
    const instant = new Date('2026-11-22T16:00:00Z');
    expect(getInitialWeekDays('Asia/Tokyo', instant)).toEqual({ startDate: '2026-11-23', endDate: '2026-11-30' });
    expect(getInitialWeekDays('UTC', instant)).toEqual({ startDate: '2026-11-16', endDate: '2026-11-23' });
  });

  it('keeps Monday itself as the start', () => {
    expect(getInitialWeekDays('America/New_York', new Date('2026-11-23T15:00:00Z'))).toEqual({
      startDate: '2026-11-23',
      endDate: '2026-11-30',
    });
  });
});

describe('getInitialThreeDays', () => {
  it("answers today and the two days after it, in the grid's zone", () => {
    // Saturday 28 November 2026 at 23:30 in New York is already Sunday in UTC.
    const instant = new Date('2026-11-29T04:30:00Z');
    expect(getInitialThreeDays('America/New_York', instant)).toEqual({
      startDate: '2026-11-28',
      endDate: '2026-12-01',
    });
    expect(getInitialDays('America/New_York', true, instant)).toEqual(getInitialThreeDays('America/New_York', instant));
    expect(getInitialDays('America/New_York', false, instant)).toEqual(getInitialWeekDays('America/New_York', instant));
  });
});
