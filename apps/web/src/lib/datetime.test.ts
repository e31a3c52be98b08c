import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  formatClockTime,
  formatCompactUtc,
  formatRelativeDay,
  fromLocalDateAndTime,
  getSundayFirstWeekday,
  toLocalDateAndTime,
  formatLongDate,
  formatTimeRange,
  formatWallClockTime,
  formatWeekdayLong,
  getTodayIsoDate,
} from './datetime';

describe('formatLongDate', () => {
  it('shows a calendar date as that day whatever the zone', () => {
    expect(formatLongDate('2025-09-26')).toBe('September 26, 2025');
    expect(formatLongDate('2025-09-26T00:00:00.000Z')).toBe('September 26, 2025');
  });

  it('leaves an unreadable value as it is', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
});

describe('getTodayIsoDate', () => {
  it('gives YYYY-MM-DD in the browser zone', () => {
    // 18:30 UTC is already the next day in Kathmandu (UTC+5:45), the zone tests run in.
    const date = getTodayIsoDate(new Date('2025-01-31T18:30:00Z'));
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    if (process.env.TZ === 'Asia/Kathmandu') expect(date).toBe('2025-02-01');
  });
});

describe('formatWallClockTime', () => {
  it('shows a wall-clock time on a 12-hour clock', () => {
    expect(formatWallClockTime('00:00')).toBe('12:00 AM');
    expect(formatWallClockTime('09:15')).toBe('9:15 AM');
    expect(formatWallClockTime('12:30')).toBe('12:30 PM');
    expect(formatWallClockTime('18:00')).toBe('6:00 PM');
    expect(formatWallClockTime('23:45:00')).toBe('11:45 PM');
  });

  it('leaves an unreadable value as it is', () => {
    expect(formatWallClockTime('later')).toBe('later');
  });
});

describe('formatTimeRange', () => {
  it('joins two wall-clock times with an en dash', () => {
    expect(formatTimeRange('18:00', '22:00')).toBe('6:00 PM – 10:00 PM');
  });
});

describe('event time helpers', () => {
  it('reads an instant as a local date and time, and back', () => {
    const instant = fromLocalDateAndTime('2025-03-04', '18:30');
    expect(instant).not.toBeNull();
    expect(toLocalDateAndTime(instant as Date)).toEqual({ date: '2025-03-04', time: '18:30' });
    if (process.env.TZ === 'Asia/Kathmandu') expect(instant?.toISOString()).toBe('2025-03-04T12:45:00.000Z');
  });

  it('gives null for an unreadable date or time', () => {
    expect(fromLocalDateAndTime('', '18:30')).toBeNull();
    expect(fromLocalDateAndTime('2025-03-04', '25:00')).toBeNull();
  });

  it('moves calendar dates across month and year ends', () => {
    expect(addDaysToIsoDate('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDaysToIsoDate('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDaysToIsoDate('2025-03-04', 365)).toBe('2026-03-04');
  });

  it('numbers weekdays from Sunday', () => {
    expect(getSundayFirstWeekday('2025-03-02')).toBe(0);
    expect(getSundayFirstWeekday('2025-03-04')).toBe(2);
  });

  it('formats the compact UTC form of provider links', () => {
    expect(formatCompactUtc('2025-03-04T18:30:00.000Z')).toBe('20250304T183000Z');
  });

  it('labels today and tomorrow where the person is', () => {
    const now = fromLocalDateAndTime('2025-03-04', '09:00') as Date;
    expect(formatRelativeDay(fromLocalDateAndTime('2025-03-04', '23:45') as Date, now)).toBe('Today');
    expect(formatRelativeDay(fromLocalDateAndTime('2025-03-05', '00:15') as Date, now)).toBe('Tomorrow');
    expect(formatRelativeDay(fromLocalDateAndTime('2025-03-07', '12:00') as Date, now)).toBe('Fri, Mar 7, 2025');
    expect(formatClockTime(fromLocalDateAndTime('2025-03-07', '18:30') as Date)).toBe('6:30 PM');
  });
});

describe('wall times in a named zone (the tests run in Asia/Kathmandu)', () => {
  it("reads an instant on the given zone's clock, not the device's", () => {
    expect(toLocalDateAndTime('2030-06-12T22:00:00.000Z', 'America/New_York')).toEqual({
      date: '2030-06-12',
      time: '18:00',
    });
    expect(formatClockTime('2030-06-12T22:00:00.000Z', 'America/New_York')).toBe('6:00 PM');
    expect(
      formatRelativeDay('2030-06-13T03:00:00.000Z', new Date('2030-06-12T13:00:00.000Z'), 'America/New_York'),
    ).toBe('Today');
  });

  it("gives the instant the given zone's clock shows, across its DST change", () => {
    expect(fromLocalDateAndTime('2030-06-12', '18:00', 'America/New_York')?.toISOString()).toBe(
      '2030-06-12T22:00:00.000Z',
    );
    expect(fromLocalDateAndTime('2030-12-12', '18:00', 'America/New_York')?.toISOString()).toBe(
      '2030-12-12T23:00:00.000Z',
    );
  });

  it('falls back to the device zone for an unknown zone, and refuses a day that does not exist', () => {
    expect(fromLocalDateAndTime('2030-06-12', '18:00', 'Mars/Olympus')?.toISOString()).toBe('2030-06-12T12:15:00.000Z');
    expect(fromLocalDateAndTime('2030-02-30', '18:00', 'America/New_York')).toBeNull();
  });

  it('keeps its formatters apart by zone and by form, and an unknown zone unknown when asked again', () => {
    const instant = '2030-06-12T22:00:00.000Z';
    const now = new Date('2030-06-01T00:00:00.000Z');
    for (let round = 0; round < 2; round += 1) {
      expect(formatClockTime(instant, 'America/New_York')).toBe('6:00 PM');
      expect(formatClockTime(instant, 'Asia/Tokyo')).toBe('7:00 AM');
      expect(formatClockTime(instant, 'Mars/Olympus')).toBe('3:45 AM');
      expect(formatRelativeDay(instant, now, 'America/New_York')).toBe('Wed, Jun 12, 2030');
      expect(formatRelativeDay(instant, now, 'Asia/Tokyo')).toBe('Thu, Jun 13, 2030');
    }
  });
});

describe('formatWeekdayLong', () => {
  it('names the day in the zone asked for, each zone its own (its formatters are kept per zone)', () => {
    const instant = new Date('2026-11-22T16:00:00Z');
    expect(formatWeekdayLong(instant, 'UTC')).toBe('Sunday, November 22');
    expect(formatWeekdayLong(instant, 'Asia/Tokyo')).toBe('Monday, November 23');
    expect(formatWeekdayLong(instant, 'UTC')).toBe('Sunday, November 22');
  });
});
