import { describe, expect, it } from 'vitest';
import { scheduleMessages } from '@hangtime/core/validation/schedule-fields';
import { workingHoursMessages } from '@hangtime/core/working-hours/schemas';
import { conferenceDay, mondayShift } from '../test-fixtures';
import { createNewEntryValues, toEntryBody, toEntryFormValues, validateEntryForm, withDate } from './entry-form';

const today = '2030-06-03';

describe('the working-hours form', () => {
  it('starts a new entry on today’s weekday', () => {
    // 2030-06-06 is a Thursday (3 counting from Monday = 0).
    expect(createNewEntryValues('2030-06-06')).toMatchObject({
      is_recurring: true,
      day_of_week: '3',
      date: '2030-06-06',
    });
  });

  it('keeps a one-time entry on its own weekday when it is made weekly', () => {
    // conferenceDay is on 2030-06-12, a Wednesday.
    const values = toEntryFormValues(conferenceDay, today);
    expect(values.day_of_week).toBe('2');
    expect(toEntryBody({ ...values, is_recurring: true })).toMatchObject({
      is_recurring: true,
      day_of_week: 2,
      date: null,
    });
  });

  it('lets the weekday follow the date until the person chooses a weekday', () => {
    const oneTime = { ...createNewEntryValues(today), is_recurring: false };
    const thursday = withDate(oneTime, '2030-06-13', false);
    expect(thursday).toMatchObject({ date: '2030-06-13', day_of_week: '3' });
    expect(withDate({ ...thursday, day_of_week: '5' }, '2030-06-17', true)).toMatchObject({
      date: '2030-06-17',
      day_of_week: '5',
    });
    expect(withDate(thursday, '', false)).toMatchObject({ date: '', day_of_week: '3' });
  });

  it('starts a new entry on Mondays when today is a Monday, 9 to 5', () => {
    expect(createNewEntryValues(today)).toEqual({
      block_name: '',
      is_recurring: true,
      day_of_week: '0',
      date: today,
      start_time: '09:00',
      end_time: '17:00',
    });
  });

  it('sends a weekday for a weekly entry and a date for a one-off', () => {
    expect(toEntryBody(toEntryFormValues(mondayShift, today))).toEqual({
      block_name: 'Office',
      is_recurring: true,
      day_of_week: 0,
      date: null,
      start_time: '09:00',
      end_time: '17:30',
    });
    expect(toEntryBody(toEntryFormValues(conferenceDay, today))).toMatchObject({
      is_recurring: false,
      day_of_week: null,
      date: '2030-06-12',
    });
    expect(toEntryBody({ ...createNewEntryValues(today), block_name: '  ' }).block_name).toBeNull();
  });

  it("checks with core's rules", () => {
    expect(validateEntryForm(createNewEntryValues(today))).toEqual({});
    expect(validateEntryForm({ ...createNewEntryValues(today), start_time: '18:00' })).toEqual({
      end_time: scheduleMessages.endAfterStart,
    });
    expect(validateEntryForm({ ...createNewEntryValues(today), is_recurring: false, date: '' })).toEqual({
      date: workingHoursMessages.dateRequired,
    });
  });
});
