import { describe, expect, it } from 'vitest';
import { scheduleMessages } from '@hangtime/core/validation/schedule-fields';
import { mondayShift } from '../test-fixtures';
import {
  instanceFormMessages,
  nextDateOfEntry,
  toInstanceBody,
  toInstanceFormValues,
  validateInstanceForm,
} from './instance-form';

// 2030-06-03 and 2030-06-10 are Mondays.
const changed = {
  ...mondayShift,
  exceptions: [
    { date: '2030-06-03', cancelled: false, start_time: '12:00', end_time: '15:00' },
    { date: '2030-06-10', cancelled: true, start_time: null, end_time: null },
  ],
};

describe('one date of weekly working hours', () => {
  it('opens a date with what it has now: the usual times, its changed ones, or cancelled', () => {
    expect(toInstanceFormValues(changed, '2030-06-17')).toEqual({
      instance_date: '2030-06-17',
      is_cancelled: false,
      start_time: '09:00',
      end_time: '17:30',
    });
    expect(toInstanceFormValues(changed, '2030-06-03')).toMatchObject({
      is_cancelled: false,
      start_time: '12:00',
      end_time: '15:00',
    });
    expect(toInstanceFormValues(changed, '2030-06-10')).toMatchObject({ is_cancelled: true, start_time: '09:00' });
  });

  it('finds the next date on the entry’s weekday when the link names none', () => {
    expect(nextDateOfEntry(mondayShift, '2030-06-05')).toBe('2030-06-10');
    expect(nextDateOfEntry(mondayShift, '2030-06-03')).toBe('2030-06-03');
  });

  it('sends new times, or only the cancellation', () => {
    const values = toInstanceFormValues(mondayShift, '2030-06-03');
    expect(toInstanceBody(values)).toEqual({
      update_instance: true,
      instance_date: '2030-06-03',
      start_time: '09:00',
      end_time: '17:30',
    });
    expect(toInstanceBody({ ...values, is_cancelled: true })).toEqual({
      update_instance: true,
      instance_date: '2030-06-03',
      cancelled: true,
    });
  });

  it('checks the times and that the date is on the entry’s weekday', () => {
    const values = toInstanceFormValues(mondayShift, '2030-06-03');
    expect(validateInstanceForm(values, mondayShift)).toEqual({});
    expect(validateInstanceForm({ ...values, end_time: '08:00' }, mondayShift)).toEqual({
      end_time: scheduleMessages.endAfterStart,
    });
    expect(validateInstanceForm({ ...values, end_time: '08:00', is_cancelled: true }, mondayShift)).toEqual({});
    expect(validateInstanceForm({ ...values, instance_date: '2030-06-04' }, mondayShift)).toEqual({
      instance_date: instanceFormMessages.wrongWeekday,
    });
  });
});
