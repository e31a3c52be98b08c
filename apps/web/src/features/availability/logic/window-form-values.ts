// The add/edit form's values: defaults for a new window, an existing window's values, the request body.
import type { AvailabilityWindow, AvailabilityWindowBody, Frequency } from '@hangtime/core/availability/schemas';
import type { TravelMode } from './travel-options';
import { addOneYear } from './window-dates';

export type EndingType = AvailabilityWindow['ending_type'];

export type WindowFormValues = {
  window_name: string;
  start_time: string;
  end_time: string;
  timezone: string;
  /** The place's name and its one-line address, set together from a saved location. */
  location: string;
  address: string;
  location_id: string | null;
  travel_preferences: TravelMode[];
  max_travel_time_minutes: number;
  ending_type: EndingType;
  start_date: string;
  is_repeating: boolean;
  frequency: Frequency;
  days_of_week: number[];
  end_date: string;
};

const MONDAY_TO_FRIDAY = [0, 1, 2, 3, 4];

/**
 * A new window (spec §9): 09:00 to 17:00, weekly on Monday to Friday, firm ending, 30 minutes'
 * travel, the browser's zone, starting today. It repeats, so those weekdays mean something, and
 * so ends one year after it starts (§4).
 */
export function createNewWindowValues({ today, timeZone }: { today: string; timeZone: string }): WindowFormValues {
  return {
    window_name: '',
    start_time: '09:00',
    end_time: '17:00',
    timezone: timeZone,
    location: '',
    address: '',
    location_id: null,
    travel_preferences: [],
    max_travel_time_minutes: 30,
    ending_type: 'firm',
    start_date: today,
    is_repeating: true,
    frequency: 'weekly',
    days_of_week: MONDAY_TO_FRIDAY,
    end_date: addOneYear(today),
  };
}

/** An existing window in the form; a one-time window offers weekly if it is made to repeat. */
export function toWindowFormValues(window: AvailabilityWindow): WindowFormValues {
  return {
    window_name: window.window_name,
    start_time: window.start_time.slice(0, 5),
    end_time: window.end_time.slice(0, 5),
    timezone: window.timezone,
    location: window.location ?? '',
    address: window.address,
    location_id: window.location_id,
    travel_preferences: window.travel_preferences,
    max_travel_time_minutes: window.max_travel_time_minutes,
    ending_type: window.ending_type,
    start_date: window.start_date,
    is_repeating: window.is_repeating,
    frequency: window.frequency ?? 'weekly',
    days_of_week: window.days_of_week,
    end_date: window.end_date ?? (window.is_repeating ? addOneYear(window.start_date) : ''),
  };
}

/** Turning repeating on sets the end date to one year after the start (spec §4). */
export function applyRepeating(values: WindowFormValues, isRepeating: boolean): Partial<WindowFormValues> {
  return isRepeating ? { is_repeating: true, end_date: addOneYear(values.start_date) } : { is_repeating: false };
}

/** A new start date while repeating resets the end date to one year after it (spec §4). */
export function applyStartDate(values: WindowFormValues, startDate: string): Partial<WindowFormValues> {
  return values.is_repeating ? { start_date: startDate, end_date: addOneYear(startDate) } : { start_date: startDate };
}

/** The body of POST, and of PUT for the whole series; core's schema drops what a one-time window lacks. */
export function toWindowBody(values: WindowFormValues): AvailabilityWindowBody {
  return {
    window_name: values.window_name,
    start_time: values.start_time,
    end_time: values.end_time,
    timezone: values.timezone,
    location: values.location || null,
    address: values.address,
    location_id: values.location_id,
    travel_preferences: values.travel_preferences,
    max_travel_time_minutes: values.max_travel_time_minutes,
    ending_type: values.ending_type,
    start_date: values.start_date,
    end_date: values.is_repeating ? values.end_date || null : null,
    is_repeating: values.is_repeating,
    frequency: values.is_repeating ? values.frequency : null,
    days_of_week: values.is_repeating && values.frequency !== 'daily' ? values.days_of_week : [],
  };
}
