// "Update This Instance" of a weekly working-hours entry (spec §2): one date's times, or that date
// cancelled, checked with core's rules before it is sent.
import {
  updateWorkingHoursBody,
  type UpdateWorkingHoursBody,
  type WorkingHoursEntry,
} from '@hangtime/core/working-hours/schemas';
import { addDays } from '@hangtime/core/time/dates';
import { weekdayValueOf, type FieldErrors } from './entry-form';

export type InstanceFormValues = { instance_date: string; is_cancelled: boolean; start_time: string; end_time: string };

export const instanceFormMessages = {
  wrongWeekday: 'Choose a date on the weekday these working hours repeat',
} as const;

/** The first date on or after `from` that a weekly entry falls on (its instance when none was named). */
export function nextDateOfEntry(entry: WorkingHoursEntry, from: string): string {
  let date = from;
  for (let step = 0; step < 7 && weekdayValueOf(date) !== String(entry.day_of_week); step += 1) date = addDays(date, 1);
  return date;
}

/** What that date has now: its own changed times or cancellation, else the entry's usual times. */
export function toInstanceFormValues(entry: WorkingHoursEntry, date: string): InstanceFormValues {
  const exception = entry.exceptions.find((candidate) => candidate.date === date);
  return {
    instance_date: date,
    is_cancelled: exception?.cancelled ?? false,
    start_time: (exception?.start_time || entry.start_time).slice(0, 5),
    end_time: (exception?.end_time || entry.end_time).slice(0, 5),
  };
}

export function toInstanceBody(values: InstanceFormValues): UpdateWorkingHoursBody {
  return values.is_cancelled
    ? { update_instance: true, instance_date: values.instance_date, cancelled: true }
    : {
        update_instance: true,
        instance_date: values.instance_date,
        start_time: values.start_time,
        end_time: values.end_time,
      };
}

export function validateInstanceForm(values: InstanceFormValues, entry: WorkingHoursEntry): FieldErrors {
  const result = updateWorkingHoursBody.safeParse(toInstanceBody(values));
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
    return errors;
  }
  if (weekdayValueOf(values.instance_date) !== String(entry.day_of_week))
    errors.instance_date = instanceFormMessages.wrongWeekday;
  return errors;
}
