import { describe, expect, it } from 'vitest';
import { saturdayBrunch, weeknights } from '../test-fixtures';
import {
  applyRepeating,
  applyStartDate,
  createNewWindowValues,
  toWindowBody,
  toWindowFormValues,
} from './window-form-values';

const today = '2030-06-03';

describe('createNewWindowValues', () => {
  it("starts from the spec's defaults", () => {
    expect(createNewWindowValues({ today, timeZone: 'Asia/Kathmandu' })).toEqual({
      window_name: '',
      start_time: '09:00',
      end_time: '17:00',
      timezone: 'Asia/Kathmandu',
      location: '',
      address: '',
      location_id: null,
      travel_preferences: [],
      max_travel_time_minutes: 30,
      ending_type: 'firm',
      start_date: today,
      is_repeating: true,
      frequency: 'weekly',
      days_of_week: [0, 1, 2, 3, 4],
      end_date: '2031-06-03',
    });
  });
});

describe('the end-date rule', () => {
  const values = { ...createNewWindowValues({ today, timeZone: 'UTC' }), is_repeating: false, end_date: '' };

  it('sets the end one year after the start when repeating is turned on', () => {
    expect(applyRepeating(values, true)).toEqual({ is_repeating: true, end_date: '2031-06-03' });
    expect(applyRepeating({ ...values, is_repeating: true }, false)).toEqual({ is_repeating: false });
  });

  it('moves the end with the start while repeating, and leaves it alone otherwise', () => {
    expect(applyStartDate({ ...values, is_repeating: true }, '2030-09-15')).toEqual({
      start_date: '2030-09-15',
      end_date: '2031-09-15',
    });
    expect(applyStartDate(values, '2030-09-15')).toEqual({ start_date: '2030-09-15' });
  });
});

describe('toWindowFormValues', () => {
  it('shows a window as it is stored', () => {
    const values = toWindowFormValues(weeknights);
    expect(values).toMatchObject({
      window_name: 'Weeknight evenings',
      days_of_week: [0, 1, 2],
      end_date: '2031-06-03',
    });
  });

  it('offers weekly and no end date for a one-time window', () => {
    expect(toWindowFormValues(saturdayBrunch)).toMatchObject({
      is_repeating: false,
      frequency: 'weekly',
      end_date: '',
    });
  });
});

describe('toWindowBody', () => {
  it('sends the repetition of a repeating window', () => {
    expect(toWindowBody(toWindowFormValues(weeknights))).toMatchObject({
      is_repeating: true,
      frequency: 'weekly',
      days_of_week: [0, 1, 2],
      end_date: '2031-06-03',
      location: 'Home',
      location_id: weeknights.location_id,
    });
  });

  it('sends no weekdays for a daily window, and no repetition for a one-time one', () => {
    const daily = { ...toWindowFormValues(weeknights), frequency: 'daily' as const };
    expect(toWindowBody(daily).days_of_week).toEqual([]);
    expect(toWindowBody(toWindowFormValues(saturdayBrunch))).toMatchObject({
      is_repeating: false,
      frequency: null,
      end_date: null,
      days_of_week: [],
    });
  });
});
