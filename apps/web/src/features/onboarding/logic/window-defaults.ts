// The onboarding's add-window form: its defaults, the request body, and core's checks on it.
import { availabilityWindowBody, type AvailabilityWindowBody } from '@hangtime/core/availability/schemas';
import { seriesEndDate } from '@hangtime/core/scheduling/recurrence-dates';
import { createNewWindowValues, toWindowBody, type WindowFormValues } from '../../availability';

export type OnboardingWindowValues = Omit<WindowFormValues, 'end_date' | 'max_travel_time_minutes'> & {
  /** A number input: an empty field reads as a string. */
  max_travel_time_minutes: number | string;
};

/**
 * A new window as the availability screen starts one (weekly Monday to Friday, 30 minutes' travel,
 * firm ending, starting today, in the browser's zone), but in the evening, 18:00 to 22:00
 * (accounts-and-shell §4); the form has no end date.
 */
export function createOnboardingWindowValues(context: { today: string; timeZone: string }): OnboardingWindowValues {
  const { end_date: _endDate, ...values } = createNewWindowValues(context);
  return { ...values, start_time: '18:00', end_time: '22:00' };
}

/** One year after the start, as core reads a series without an end; none for an unreadable date. */
function findSeriesEnd(startDate: string): string | null {
  try {
    return seriesEndDate({
      start_date: startDate,
      end_date: null,
      is_repeating: true,
      frequency: 'weekly',
      days_of_week: [],
    });
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
