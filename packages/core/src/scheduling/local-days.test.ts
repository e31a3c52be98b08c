import { describe, expect, it } from 'vitest';
import { dateOfDayNumber, dayNumberOf, monthDayOfDayNumber, msOfTime, weekdayOfDayNumber } from './local-days';

describe('day numbers', () => {
  it.each([
    ['1970-01-01', 0, 3],
    ['1969-12-31', -1, 2],
    ['1969-12-29', -3, 0],
    ['2026-03-09', 20521, 0],
    ['2026-03-08', 20520, 6],
    ['2028-02-29', 21243, 1],
    ['0050-06-15', -701_100, 2],
  ])('%s is day %d, weekday %d (0 = Monday)', (date, day, weekday) => {
    expect(dayNumberOf(date)).toBe(day);
    expect(dateOfDayNumber(day)).toBe(date);
    expect(weekdayOfDayNumber(day)).toBe(weekday);
  });

  it.each([
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-04-00',
    '2026-4-01',
    '20260401',
    ' 2026-04-01',
    '2026-04-01T00:00',
  ])('refuses %j', (date) => {
    expect(() => dayNumberOf(date)).toThrow(new RangeError(`not a date: ${date}`));
  });

  it('knows the day of the month and the month’s length, leap years included', () => {
    expect(monthDayOfDayNumber(dayNumberOf('2028-02-29'))).toEqual({ dayOfMonth: 29, daysInMonth: 29 });
    expect(monthDayOfDayNumber(dayNumberOf('2026-02-01'))).toEqual({ dayOfMonth: 1, daysInMonth: 28 });
    expect(monthDayOfDayNumber(dayNumberOf('2100-02-10'))).toEqual({ dayOfMonth: 10, daysInMonth: 28 });
    expect(monthDayOfDayNumber(dayNumberOf('2026-12-31'))).toEqual({ dayOfMonth: 31, daysInMonth: 31 });
    expect(monthDayOfDayNumber(dayNumberOf('2026-04-15'))).toEqual({ dayOfMonth: 15, daysInMonth: 30 });
    expect(monthDayOfDayNumber(dayNumberOf('0060-02-03'))).toEqual({ dayOfMonth: 3, daysInMonth: 29 });
  });
});

describe('msOfTime', () => {
  it.each([
    ['00:00', 0],
    ['09:30', 34_200_000],
    ['23:59', 86_340_000],
    ['23:59:59', 86_399_000],
    ['12:00:01.5', 43_201_500],
    ['12:00:01.123456789', 43_201_123],
    ['12:00:01.02', 43_201_020],
  ])('%s is %d ms after midnight', (time, ms) => {
    expect(msOfTime(time)).toBe(ms);
  });

  it.each(['24:00', '12:60', '12:00:60', '9:00', '0900', '12:00:', '12:00:00.', ' 12:00', '12:00 ', ''])(
    'refuses %j',
    (time) => {
      expect(() => msOfTime(time)).toThrow(new RangeError(`not a time: ${time}`));
    },
  );
});
