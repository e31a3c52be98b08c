import { describe, expect, it } from 'vitest';
import { createOnboardingWindowValues, toOnboardingWindowBody, validateOnboardingWindow } from './window-defaults';

const defaults = createOnboardingWindowValues({ today: '2030-06-03', timeZone: 'America/Chicago' });
const named = { ...defaults, window_name: 'Evenings', location: 'Home', address: '12 Elm St, Brooklyn, NY 11201' };

describe('onboarding window defaults', () => {
  it('start at 18:00 to 22:00, weekly on Monday to Friday, 30 minutes, firm, today, in the browser zone', () => {
    expect(defaults).toMatchObject({
      start_time: '18:00',
      end_time: '22:00',
      is_repeating: true,
      frequency: 'weekly',
      days_of_week: [0, 1, 2, 3, 4],
      max_travel_time_minutes: 30,
      ending_type: 'firm',
      start_date: '2030-06-03',
      timezone: 'America/Chicago',
    });
  });

  it('send a repeating window ending a year after it starts', () => {
    expect(toOnboardingWindowBody(named)).toMatchObject({
      is_repeating: true,
      frequency: 'weekly',
      days_of_week: [0, 1, 2, 3, 4],
      end_date: '2031-06-03',
      location: 'Home',
    });
    expect(validateOnboardingWindow(named)).toEqual({});
  });

  it('send a one-time window with no days, frequency or end', () => {
    expect(toOnboardingWindowBody({ ...named, is_repeating: false })).toMatchObject({
      is_repeating: false,
      frequency: null,
      days_of_week: [],
      end_date: null,
    });
    expect(validateOnboardingWindow({ ...named, is_repeating: false })).toEqual({});
  });

  it("ask for a name and an address in core's words", () => {
    expect(validateOnboardingWindow(defaults)).toMatchObject({
      window_name: 'Please enter a window name.',
      address: 'Address is required.',
    });
  });

  it('keep the travel time between 5 and 120 minutes', () => {
    const message = 'Max travel time must be between 5 and 120 minutes';
    expect(validateOnboardingWindow({ ...named, max_travel_time_minutes: 4 }).max_travel_time_minutes).toBe(message);
    expect(validateOnboardingWindow({ ...named, max_travel_time_minutes: '' }).max_travel_time_minutes).toBe(message);
    expect(validateOnboardingWindow({ ...named, max_travel_time_minutes: 120 })).toEqual({});
  });
});
