import { describe, expect, it } from 'vitest';
import { availabilityMessages } from '@hangtime/core/availability/schemas';
import { scheduleMessages } from '@hangtime/core/validation/schedule-fields';
import { weeknights } from '../test-fixtures';
import { createNewWindowValues, toWindowFormValues } from './window-form-values';
import { getLocationError, validateInstanceChange, validateWindowForm } from './window-validation';

const blank = createNewWindowValues({ today: '2030-06-03', timeZone: 'UTC' });

describe('validateWindowForm', () => {
  it("names each missing field with core's message", () => {
    expect(validateWindowForm(blank)).toEqual({
      window_name: availabilityMessages.nameRequired,
      address: availabilityMessages.addressRequired,
    });
  });

  it('accepts a complete window', () => {
    expect(validateWindowForm(toWindowFormValues(weeknights))).toEqual({});
  });

  it('checks the rules between fields', () => {
    const values = {
      ...toWindowFormValues(weeknights),
      start_time: '20:00',
      end_time: '19:00',
      end_date: '',
      days_of_week: [],
    };
    expect(validateWindowForm(values)).toEqual({
      end_time: scheduleMessages.endAfterStart,
      end_date: availabilityMessages.endDateRequired,
      days_of_week: availabilityMessages.weekdayRequired,
    });
    expect(validateWindowForm({ ...toWindowFormValues(weeknights), end_date: '2030-01-01' }).end_date).toBe(
      availabilityMessages.endDateBeforeStart,
    );
  });

  it('needs no weekday for a daily or one-time window', () => {
    const values = { ...toWindowFormValues(weeknights), days_of_week: [] };
    expect(validateWindowForm({ ...values, frequency: 'daily' })).toEqual({});
    expect(validateWindowForm({ ...values, is_repeating: false })).toEqual({});
  });
});

describe('validateInstanceChange', () => {
  it('needs a date of the series and an end after the start', () => {
    expect(
      validateInstanceChange({ instance_date: '2030-06-04', start_time: '19:00', end_time: '21:00' }, weeknights),
    ).toEqual({});
    expect(
      validateInstanceChange({ instance_date: '2030-06-06', start_time: '19:00', end_time: '21:00' }, weeknights),
    ).toEqual({
      instance_date: availabilityMessages.instanceDateNotInSeries,
    });
    expect(validateInstanceChange({ instance_date: '', start_time: '21:00', end_time: '19:00' }, weeknights)).toEqual({
      instance_date: availabilityMessages.instanceDateRequired,
      end_time: scheduleMessages.endAfterStart,
    });
  });
});

describe('getLocationError', () => {
  it('shows a problem with the address, the saved location or its name in one place', () => {
    expect(getLocationError({ address: 'a' })).toBe('a');
    expect(getLocationError({ location_id: 'Location not found' })).toBe('Location not found');
    expect(getLocationError({ window_name: 'x' })).toBeUndefined();
  });
});
