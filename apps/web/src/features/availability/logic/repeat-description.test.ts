import { describe, expect, it } from 'vitest';
import { saturdayBrunch, weeknights } from '../test-fixtures';
import { describeRepeatDays, describeSeriesDates } from './repeat-description';

describe('describeRepeatDays', () => {
  it('lists the weekdays of a weekly window in week order', () => {
    expect(describeRepeatDays(weeknights)).toBe('Mon, Tue, Wed');
    expect(describeRepeatDays({ ...weeknights, days_of_week: [6, 4, 0] })).toBe('Mon, Fri, Sun');
  });

  it('says Daily, Every other week and Monthly', () => {
    expect(describeRepeatDays({ ...weeknights, frequency: 'daily' })).toBe('Daily');
    expect(describeRepeatDays({ ...weeknights, frequency: 'biweekly', days_of_week: [1, 3] })).toBe(
      'Every other week: Tue, Thu',
    );
    // June 3 is in the first seven days of the month.
    expect(describeRepeatDays({ ...weeknights, frequency: 'monthly', days_of_week: [0] })).toBe(
      'Monthly, 1st week: Mon',
    );
    expect(
      describeRepeatDays({ ...weeknights, frequency: 'monthly', start_date: '2030-06-30', days_of_week: [6] }),
    ).toBe('Monthly, last week: Sun');
  });

  it("falls back to the start date's weekday when no day is ticked, as the server does", () => {
    expect(describeRepeatDays({ ...weeknights, days_of_week: [] })).toBe('Mon');
  });

  it('says One-time with the date', () => {
    expect(describeRepeatDays(saturdayBrunch)).toBe('One-time: June 8, 2030');
  });
});

describe('describeSeriesDates', () => {
  it('gives the span of a series and nothing for a one-time window', () => {
    expect(describeSeriesDates(weeknights)).toBe('From June 3, 2030 until June 3, 2031');
    expect(describeSeriesDates({ ...weeknights, end_date: null })).toBe('From June 3, 2030');
    expect(describeSeriesDates(saturdayBrunch)).toBeNull();
  });
});
