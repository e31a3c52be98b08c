// The onboarding's add-window form: its defaults, the request body, and core's checks on it.
import { availabilityWindowBody, type AvailabilityWindowBody, type Frequency } from '@hangtime/core/availability/schemas';
import { seriesEndDate } from '@hangtime/core/scheduling/recurrence-dates';
import { toWindowBody, type EndingType, type TravelMode } from '../../availability';

export type OnboardingWindowValues = {
  window_name: string;
  start_time: string;
  end_time: string;
  timezone: string;
  /** The place's name and its one-line address, set together by the Add New Location modal. */
  location: string;
  address: string;
  location_id: string | null;
  travel_preferences: TravelMode[];
  /** A number input: an empty field reads as a string. */
  max_travel_time_minutes: number | string;
  ending_type: EndingType;
  start_date: string;
  is_repeating: boolean;
  frequency: Frequency;
  days_of_week: number[];
};

const MONDAY_TO_FRIDAY = [0, 1, 2, 3, 4];

/**
 * A new window (accounts-and-shell §4): 18:00 to 22:00, repeating weekly Monday to Friday, 30
 * minutes' travel, firm ending, starting today, in the browser's zone.
 */
export function createOnboardingWindowValues({ today, timeZone }: { today: string; timeZone: string }): OnboardingWindowValues {
  return {
    window_name: '',
    start_time: '18:00',
    end_time: '22:00',
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
  };
}

/** One year after the start, as core reads a series without an end; none for an unreadable date. */
function findSeriesEnd(startDate: string): string | null {
  try {
    return seriesEndDate({ start_date: startDate, end_date: null, is_repeating: true, frequency: 'weekly', days_of_week: [] });
  } catch {
    return null;
  }
}

/**
 * The POST body. A one-time window sends no days (spec §4); a repeating one ends a year after it
 * starts, as the form has no end date (scheduling-and-social §9).
 */
export function toOnboardingWindowBody(values: OnboardingWindowValues): AvailabilityWindowBody {
  const { max_travel_time_minutes: minutes, ...rest } = values;
  // The availability screen's body, from the two fields this form has in its own way.
  return toWindowBody({
    ...rest,
    // An empty field is no number at all, so core's range message names it.
    max_travel_time_minutes: minutes === '' ? Number.NaN : Number(minutes),
    end_date: values.is_repeating ? (findSeriesEnd(values.start_date) ?? '') : '',
  });
}

/** The first problem of each field, in core's words ("Please enter a window name." …). */
export function validateOnboardingWindow(values: OnboardingWindowValues): Record<string, string> {
  const result = availabilityWindowBody.safeParse(toOnboardingWindowBody(values));
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}
