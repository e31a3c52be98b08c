import { describe, expect, it } from 'vitest';
import { listRecurrenceDates, monthWeekOf, seriesEndDate, type RecurrenceRule } from './recurrence-dates';

const YEAR_2026 = { start_date: '2026-01-01', end_date: '2026-12-31' };

function rule(overrides: Partial<RecurrenceRule>): RecurrenceRule {
  return {
    start_date: '2026-01-01',
    end_date: null,
    is_repeating: true,
    frequency: 'weekly',
    days_of_week: [],
    ...overrides,
  };
}

describe('listRecurrenceDates', () => {
  it.each<[string, Partial<RecurrenceRule>, { start_date: string; end_date: string }, string[]]>([
    // One-offs
    [
      'a one-off falls on its start date',
      { is_repeating: false, frequency: null, start_date: '2026-03-10' },
      YEAR_2026,
      ['2026-03-10'],
    ],
    [
      'a one-off ignores frequency and end date',
      { is_repeating: false, frequency: 'daily', start_date: '2026-03-10', end_date: '2026-03-20' },
      YEAR_2026,
      ['2026-03-10'],
    ],
    [
      'a one-off outside the range is left out',
      { is_repeating: false, frequency: null, start_date: '2026-03-10' },
      { start_date: '2026-03-11', end_date: '2026-03-31' },
      [],
    ],
    [
      'repeating without a frequency is a one-off',
      { is_repeating: true, frequency: null, start_date: '2026-03-10' },
      YEAR_2026,
      ['2026-03-10'],
    ],
    // Daily
    [
      'daily runs from start to end, both inclusive, across a month end',
      { frequency: 'daily', start_date: '2026-01-30', end_date: '2026-02-02' },
      YEAR_2026,
      ['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02'],
    ],
    [
      'daily is clipped to the range',
      { frequency: 'daily', start_date: '2026-01-01', end_date: '2026-12-31' },
      { start_date: '2026-06-30', end_date: '2026-07-02' },
      ['2026-06-30', '2026-07-01', '2026-07-02'],
    ],
    [
      'a one-day daily series',
      { frequency: 'daily', start_date: '2026-05-05', end_date: '2026-05-05' },
      YEAR_2026,
      ['2026-05-05'],
    ],
    // Weekly: 2026-01-01 is a Thursday
    [
      'weekly falls on each listed weekday, never before the start',
      { start_date: '2026-01-01', days_of_week: [0, 3] },
      { start_date: '2025-12-28', end_date: '2026-01-15' },
      ['2026-01-01', '2026-01-05', '2026-01-08', '2026-01-12', '2026-01-15'],
    ],
    [
      'weekly with unsorted, repeated days',
      { start_date: '2026-01-05', days_of_week: [6, 0, 6] },
      { start_date: '2026-01-05', end_date: '2026-01-12' },
      ['2026-01-05', '2026-01-11', '2026-01-12'],
    ],
    [
      'weekly with no days means the start date’s weekday',
      { start_date: '2026-01-01', days_of_week: [] },
      { start_date: '2026-01-01', end_date: '2026-01-20' },
      ['2026-01-01', '2026-01-08', '2026-01-15'],
    ],
    [
      'weekly ignores weekdays that are not 0 to 6 whole numbers',
      { start_date: '2026-01-05', days_of_week: [7, -1, 2.5, 2] },
      { start_date: '2026-01-05', end_date: '2026-01-14' },
      ['2026-01-07', '2026-01-14'],
    ],
    [
      'weekly with only impossible weekdays means the start date’s weekday',
      { start_date: '2026-01-01', days_of_week: [9, -3] },
      { start_date: '2026-01-01', end_date: '2026-01-08' },
      ['2026-01-01', '2026-01-08'],
    ],
    [
      'weekly stops on its inclusive end date',
      { start_date: '2026-01-01', end_date: '2026-01-15', days_of_week: [3] },
      YEAR_2026,
      ['2026-01-01', '2026-01-08', '2026-01-15'],
    ],
    // Biweekly: counted from the Monday of the start date's week (2026-01-05 for a start on Wed 01-07)
    [
      'biweekly takes every other week from the start’s week',
      { frequency: 'biweekly', start_date: '2026-01-07', days_of_week: [0, 4] },
      { start_date: '2026-01-01', end_date: '2026-02-08' },
      ['2026-01-09', '2026-01-19', '2026-01-23', '2026-02-02', '2026-02-06'],
    ],
    [
      'biweekly with a range starting in an off week',
      { frequency: 'biweekly', start_date: '2026-01-07', days_of_week: [0, 4] },
      { start_date: '2026-01-12', end_date: '2026-01-25' },
      ['2026-01-19', '2026-01-23'],
    ],
    [
      'biweekly with a range holding only an off week',
      { frequency: 'biweekly', start_date: '2026-01-07', days_of_week: [0, 4] },
      { start_date: '2026-01-12', end_date: '2026-01-18' },
      [],
    ],
    [
      'biweekly counts weeks from Monday, so Sunday and next Monday are a week apart',
      { frequency: 'biweekly', start_date: '2026-01-11', days_of_week: [0, 6] },
      { start_date: '2026-01-01', end_date: '2026-01-26' },
      ['2026-01-11', '2026-01-19', '2026-01-25'],
    ],
    // Monthly
    [
      'monthly in the second week (start on day 13)',
      { frequency: 'monthly', start_date: '2026-01-13', days_of_week: [1] },
      { start_date: '2026-01-01', end_date: '2026-04-30' },
      ['2026-01-13', '2026-02-10', '2026-03-10', '2026-04-14'],
    ],
    [
      'monthly in the first week, dates sorted within a month',
      { frequency: 'monthly', start_date: '2026-03-01', days_of_week: [6, 0] },
      { start_date: '2026-03-01', end_date: '2026-05-31' },
      ['2026-03-01', '2026-03-02', '2026-04-05', '2026-04-06', '2026-05-03', '2026-05-04'],
    ],
    [
      'monthly in the fourth week (day 28) is days 22–28, not the last week',
      { frequency: 'monthly', start_date: '2026-01-28', days_of_week: [2] },
      { start_date: '2026-01-01', end_date: '2026-04-30' },
      ['2026-01-28', '2026-02-25', '2026-03-25', '2026-04-22'],
    ],
    [
      'monthly from day 29 or later is the last seven days',
      { frequency: 'monthly', start_date: '2026-01-29', days_of_week: [3] },
      { start_date: '2026-01-01', end_date: '2026-04-30' },
      ['2026-01-29', '2026-02-26', '2026-03-26', '2026-04-30'],
    ],
    [
      'monthly drops listed weekdays of the start month that come before the start',
      { frequency: 'monthly', start_date: '2026-01-13', days_of_week: [0, 1] },
      { start_date: '2026-01-01', end_date: '2026-02-28' },
      ['2026-01-13', '2026-02-09', '2026-02-10'],
    ],
    // Bounds
    [
      'a range before the series is empty',
      { frequency: 'daily', start_date: '2026-05-01' },
      { start_date: '2026-04-01', end_date: '2026-04-30' },
      [],
    ],
    [
      'a range after the series is empty',
      { frequency: 'daily', start_date: '2026-05-01', end_date: '2026-05-10' },
      { start_date: '2026-05-11', end_date: '2026-05-30' },
      [],
    ],
    [
      'a reversed range is empty',
      { frequency: 'daily', start_date: '2026-05-01' },
      { start_date: '2026-05-10', end_date: '2026-05-05' },
      [],
    ],
    [
      'an end date before the start date gives nothing',
      { frequency: 'daily', start_date: '2026-05-10', end_date: '2026-05-01' },
      YEAR_2026,
      [],
    ],
  ])('%s', (_name, overrides, range, expected) => {
    expect(listRecurrenceDates(rule(overrides), range)).toEqual(expected);
  });

  it('defaults a repeating series without an end date to one year after its start, inclusive', () => {
    const dates = listRecurrenceDates(rule({ frequency: 'daily', start_date: '2026-01-01' }), {
      start_date: '2026-01-01',
      end_date: '2027-12-31',
    });
    expect(dates).toHaveLength(366);
    expect(dates.at(-1)).toBe('2027-01-01');
  });
});

describe('seriesEndDate', () => {
  it.each([
    ['2026-01-01', null, '2027-01-01'],
    ['2028-02-29', null, '2029-02-28'],
    ['2026-01-01', '2026-03-01', '2026-03-01'],
  ])('start %s, end %s → %s', (start_date, end_date, expected) => {
    expect(seriesEndDate(rule({ start_date, end_date }))).toBe(expected);
  });
});

describe('monthWeekOf', () => {
  it.each([
    ['2026-01-01', 1],
    ['2026-01-07', 1],
    ['2026-01-08', 2],
    ['2026-01-14', 2],
    ['2026-01-15', 3],
    ['2026-01-21', 3],
    ['2026-01-22', 4],
    ['2026-01-28', 4],
    ['2026-01-29', 'last'],
    ['2026-01-31', 'last'],
  ])('%s → %s', (date, expected) => {
    expect(monthWeekOf(date)).toBe(expected);
  });
});
