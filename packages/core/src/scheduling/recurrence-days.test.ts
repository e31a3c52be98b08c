import { describe, expect, it } from 'vitest';
import { dateOfDayNumber, dayNumberOf } from './local-days';
import type { RecurrenceRule } from './recurrence-dates';
import { listRecurrenceDays } from './recurrence-days';

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

const datesIn = (value: RecurrenceRule, first: string, last: string) =>
  listRecurrenceDays(value, dayNumberOf(first), dayNumberOf(last)).map(dateOfDayNumber);

describe('listRecurrenceDays', () => {
  it.each<[string, Partial<RecurrenceRule>, string, string, string[]]>([
    [
      'a one-off on its date',
      { is_repeating: false, frequency: null, start_date: '2026-03-10' },
      '2026-03-10',
      '2026-03-10',
      ['2026-03-10'],
    ],
    [
      'a one-off outside the range',
      { is_repeating: false, frequency: null, start_date: '2026-03-10' },
      '2026-03-11',
      '2026-03-20',
      [],
    ],
    [
      'a one-off just before the range',
      { is_repeating: false, frequency: null, start_date: '2026-03-10' },
      '2026-03-01',
      '2026-03-09',
      [],
    ],
    [
      'daily, clipped by the range and the start',
      { frequency: 'daily', start_date: '2026-03-10' },
      '2026-03-08',
      '2026-03-12',
      ['2026-03-10', '2026-03-11', '2026-03-12'],
    ],
    [
      'daily, stopping on its inclusive end date',
      { frequency: 'daily', start_date: '2026-03-10', end_date: '2026-03-11' },
      '2026-03-01',
      '2026-03-31',
      ['2026-03-10', '2026-03-11'],
    ],
    [
      'without an end date, a year after the start',
      { frequency: 'daily', start_date: '2025-03-10' },
      '2026-03-09',
      '2026-03-12',
      ['2026-03-09', '2026-03-10'],
    ],
    [
      'from Feb 29, a year later is Feb 28',
      { frequency: 'daily', start_date: '2028-02-29' },
      '2029-02-27',
      '2029-03-02',
      ['2029-02-27', '2029-02-28'],
    ],
    [
      'weekly on the listed days',
      { start_date: '2026-03-02', days_of_week: [0, 2] },
      '2026-03-01',
      '2026-03-11',
      ['2026-03-02', '2026-03-04', '2026-03-09', '2026-03-11'],
    ],
    [
      'biweekly from the start’s week',
      { frequency: 'biweekly', start_date: '2026-03-04', days_of_week: [0, 4] },
      '2026-03-01',
      '2026-03-22',
      ['2026-03-06', '2026-03-16', '2026-03-20'],
    ],
    [
      'monthly in the second week',
      { frequency: 'monthly', start_date: '2026-01-12', days_of_week: [0] },
      '2026-02-01',
      '2026-03-31',
      ['2026-02-09', '2026-03-09'],
    ],
    // February 2026 has 28 days: its last seven are the 22nd to the 28th.
    [
      'monthly in the last seven days of each month',
      { frequency: 'monthly', start_date: '2026-01-29', days_of_week: [5, 6] },
      '2026-02-01',
      '2026-03-31',
      ['2026-02-22', '2026-02-28', '2026-03-28', '2026-03-29'],
    ],
    [
      'monthly last week excludes the day before it',
      { frequency: 'monthly', start_date: '2026-01-30', days_of_week: [5] },
      '2026-02-21',
      '2026-02-21',
      [],
    ],
  ])('%s', (_name, overrides, first, last, expected) => {
    expect(datesIn(rule(overrides), first, last)).toEqual(expected);
  });

  it('finds nothing for a frequency it does not know', () => {
    const unknown = rule({ frequency: 'yearly' as unknown as RecurrenceRule['frequency'] });
    expect(datesIn(unknown, '2026-01-01', '2026-12-31')).toEqual([]);
  });
});
