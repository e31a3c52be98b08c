// The form's checks are core's contract itself, so the form and the server say the same words.
import {
  availabilityMessages,
  availabilityWindowBody,
  updateAvailabilityWindowBody,
  type AvailabilityWindow,
} from '@hangtime/core/availability/schemas';
import { isOccurrenceDate } from './window-dates';
import { toWindowBody, type WindowFormValues } from './window-form-values';

export type FieldErrors = Record<string, string>;

/** The first problem of each field, keyed by the field's name in the request body. */
function collectFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Empty when the window can be sent ("Please enter a window name.", "Address is required."…). */
export function validateWindowForm(values: WindowFormValues): FieldErrors {
  const result = availabilityWindowBody.safeParse(toWindowBody(values));
  return result.success ? {} : collectFieldErrors(result.error.issues);
}

export type InstanceChangeValues = { instance_date: string; start_time: string; end_time: string };

/** One date of a series: a date the series falls on, and its new times. */
export function validateInstanceChange(values: InstanceChangeValues, window: AvailabilityWindow): FieldErrors {
  const result = updateAvailabilityWindowBody.safeParse({ update_instance: true, ...values });
  const errors = result.success ? {} : collectFieldErrors(result.error.issues);
  if (!errors.instance_date && !isOccurrenceDate(window, values.instance_date)) {
    errors.instance_date = availabilityMessages.instanceDateNotInSeries;
  }
  return errors;
}

/**
 * Where an error about the place shows: the location block has one message slot, and a refusal
 * of the saved location or its name belongs there as much as a missing address.
 */
export function getLocationError(errors: FieldErrors): string | undefined {
  return errors.address ?? errors.location_id ?? errors.location;
}
