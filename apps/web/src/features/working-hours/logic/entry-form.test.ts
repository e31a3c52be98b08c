import { describe, expect, it } from 'vitest';
import { scheduleMessages } from '@hangtime/core/validation/schedule-fields';
import { workingHoursMessages } from '@hangtime/core/working-hours/schemas';
import { conferenceDay, mondayShift } from '../test-fixtures';
import { createNewEntryValues, toEntryBody, toEntryFormValues, validateEntryForm } from './entry-form';

const today = '2030-06-03';

describe('the working-hours form', () => {
  it('starts a new entry on Mondays, 9 to 5', () => {
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
    expect(toEntryBody(toEntryFormValues(conferenceDay, today))).toMatchObject({ is_recurring: false, day_of_week: null, date: '2030-06-12' });
    expect(toEntryBody({ ...createNewEntryValues(today), block_name: '  ' }).block_name).toBeNull();
  });

  it("checks with core's rules", () => {
    expect(validateEntryForm(createNewEntryValues(today))).toEqual({});
    expect(validateEntryForm({ ...createNewEntryValues(today), start_time: '18:00' })).toEqual({ end_time: scheduleMessages.endAfterStart });
    expect(validateEntryForm({ ...createNewEntryValues(today), is_recurring: false, date: '' })).toEqual({ date: workingHoursMessages.dateRequired });
  });
});
