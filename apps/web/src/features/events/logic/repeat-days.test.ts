import { describe, expect, it } from 'vitest';
import { createNewEventValues, toEventFormValues, type EventFormValues } from './event-form-values';
import { changesForStartDate, firstWeeklyDate } from './repeat-days';
import { makeEvent } from '../test-fixtures';

// Made on Wednesday 25 November 2026: "now" is a Wednesday, the chosen start a Monday.
const created = () => createNewEventValues(undefined, new Date(2026, 10, 25, 10, 0), '1');
const moveStart = (values: EventFormValues, date: string): EventFormValues => ({
  ...values,
  ...changesForStartDate(values, date),
});

describe('the repeat days of the event form', () => {
  it('follow the start date while nobody has picked them', () => {
    const moved = moveStart(created(), '2026-11-30');
    expect(moved.days_of_week).toEqual([1]); // Monday, not today's Wednesday
    expect([moved.day_of_month, moved.week_of_month, moved.day_of_week_monthly]).toEqual([30, '-1', '1']);
    expect(moveStart(moved, '2026-12-10').days_of_week).toEqual([4]);
    expect(moveStart(moved, '2026-12-10').week_of_month).toBe('2');
  });

  it('stay as the person picked them when the start moves afterwards', () => {
    const picked = { ...created(), days_of_week: [2, 4], repeat_days_chosen: true };
    expect(moveStart(picked, '2026-11-30').days_of_week).toEqual([2, 4]);
  });

  it('still move the end date with the start', () => {
    const moved = moveStart(created(), '2026-11-30');
    expect([moved.start_date, moved.end_date]).toEqual(['2026-11-30', '2026-11-30']);
  });

  it('of a saved series follow its start only when they are the start’s own', () => {
    const own = toEventFormValues(
      makeEvent({
        start_time: new Date(2026, 10, 30, 18).toISOString(),
        end_time: new Date(2026, 10, 30, 19).toISOString(),
        is_recurring: true,
      }),
    );
    expect(own.repeat_days_chosen).toBe(false);
    const withPattern = (days: number[]) =>
      toEventFormValues(
        makeEvent({
          start_time: new Date(2026, 10, 30, 18).toISOString(),
          end_time: new Date(2026, 10, 30, 19).toISOString(),
          is_recurring: true,
          recurring_pattern: {
            recurrence_type: 'weekly',
            interval: 1,
            end_date: null,
            end_occurrences: null,
            days_of_week: days,
            day_of_month: null,
            week_of_month: null,
            day_of_week_monthly: null,
          },
        }),
      );
    expect(withPattern([1]).repeat_days_chosen).toBe(false);
    expect(withPattern([1, 3]).repeat_days_chosen).toBe(true);
    expect(moveStart(withPattern([1, 3]), '2026-12-08').days_of_week).toEqual([1, 3]);
  });
});

describe('firstWeeklyDate: where a weekly series starts', () => {
  it('is the start itself when it is one of the days', () => {
    expect(firstWeeklyDate('2026-11-30', [1, 3], 1)).toBe('2026-11-30');
  });

  it('is the first of the days after a start that is not one of them', () => {
    expect(firstWeeklyDate('2026-11-30', [3], 1)).toBe('2026-12-02'); // Monday → Wednesday
    expect(firstWeeklyDate('2026-12-04', [1], 1)).toBe('2026-12-07'); // Friday → next Monday
    expect(firstWeeklyDate('2026-12-04', [0], 1)).toBe('2026-12-06'); // Friday → Sunday
  });

  it('waits the interval when the days come earlier in the start’s week, as the server does', () => {
    expect(firstWeeklyDate('2026-12-02', [1], 2)).toBe('2026-12-14'); // Wednesday, every other Monday
    expect(firstWeeklyDate('2026-12-02', [5], 2)).toBe('2026-12-04');
    expect(firstWeeklyDate('2026-12-02', [0], 2)).toBe('2026-12-13'); // weeks from Sunday: this week's Sunday has passed
  });
});
