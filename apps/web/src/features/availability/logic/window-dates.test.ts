import { describe, expect, it } from 'vitest';
import { weeknights } from '../test-fixtures';
import { addOneYear, findNextOccurrenceDate, getOccurrenceTimes, isOccurrenceDate } from './window-dates';

describe('addOneYear', () => {
  it('gives the same day one year later', () => {
    expect(addOneYear('2030-06-03')).toBe('2031-06-03');
    expect(addOneYear('2030-12-31')).toBe('2031-12-31');
  });

  it('turns February 29 into February 28', () => {
    expect(addOneYear('2028-02-29')).toBe('2029-02-28');
  });

  it('gives nothing for an unreadable date', () => {
    expect(addOneYear('')).toBe('');
    expect(addOneYear('June 3')).toBe('');
  });
});

describe('isOccurrenceDate', () => {
  it('is true only on the listed weekdays within the series', () => {
    expect(isOccurrenceDate(weeknights, '2030-06-04')).toBe(true); // Tuesday
    expect(isOccurrenceDate(weeknights, '2030-06-06')).toBe(false); // Thursday
    expect(isOccurrenceDate(weeknights, '2030-05-27')).toBe(false); // before the start
    expect(isOccurrenceDate(weeknights, '2031-06-09')).toBe(false); // after the end
    expect(isOccurrenceDate(weeknights, 'not a date')).toBe(false);
  });
});

describe('findNextOccurrenceDate', () => {
  it('gives the first occurrence on or after today', () => {
    expect(findNextOccurrenceDate(weeknights, '2030-06-01')).toBe('2030-06-03');
    expect(findNextOccurrenceDate(weeknights, '2030-06-06')).toBe('2030-06-10');
    expect(findNextOccurrenceDate(weeknights, '2030-06-04')).toBe('2030-06-04');
  });

  it('skips a cancelled date', () => {
    const window = {
      ...weeknights,
      exceptions: [{ date: '2030-06-10', cancelled: true, start_time: null, end_time: null }],
    };
    expect(findNextOccurrenceDate(window, '2030-06-06')).toBe('2030-06-11');
  });

  it('gives the last date of a series that is over, and the date of a one-time window', () => {
    expect(findNextOccurrenceDate(weeknights, '2032-01-01')).toBe('2031-06-03');
    const once = { ...weeknights, is_repeating: false, frequency: null, end_date: null };
    expect(findNextOccurrenceDate(once, '2030-01-01')).toBe('2030-06-03');
  });
});

describe('getOccurrenceTimes', () => {
  it("gives a changed date's own times, else the series' times", () => {
    const window = {
      ...weeknights,
      exceptions: [{ date: '2030-06-04', cancelled: false, start_time: '19:00', end_time: '21:30' }],
    };
    expect(getOccurrenceTimes(window, '2030-06-04')).toEqual({ start_time: '19:00', end_time: '21:30' });
    expect(getOccurrenceTimes(window, '2030-06-05')).toEqual({ start_time: '18:00', end_time: '22:00' });
  });
});
