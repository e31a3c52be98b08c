// The working-hours form: defaults, an entry's values, the request body and core's checks.
import { workingHoursBody, type WorkingHoursBody, type WorkingHoursEntry } from '@hangtime/core/working-hours/schemas';
import { getSundayFirstWeekday } from '../../../lib/datetime';

export type EntryFormValues = {
  block_name: string;
  is_recurring: boolean;
  /** "0" (Monday) … "6" (Sunday), as the select holds it. */
  day_of_week: string;
  date: string;
  start_time: string;
  end_time: string;
};

export type FieldErrors = Record<string, string>;

/** The select's value ("0" = Monday … "6" = Sunday) for the weekday of a `YYYY-MM-DD` date. */
export function weekdayValueOf(date: string): string {
  return String((getSundayFirstWeekday(date) + 6) % 7);
}

/** A new entry: weekly on today's weekday, 9 to 5, the usual working day. */
export function createNewEntryValues(today: string): EntryFormValues {
  return {
    block_name: '',
    is_recurring: true,
    day_of_week: weekdayValueOf(today),
    date: today,
    start_time: '09:00',
    end_time: '17:00',
  };
}

/** A one-time entry made weekly repeats on its own date's weekday (not Monday, which would move it). */
export function toEntryFormValues(entry: WorkingHoursEntry, today: string): EntryFormValues {
  return {
    block_name: entry.block_name,
    is_recurring: entry.is_recurring,
    day_of_week: entry.day_of_week === null ? weekdayValueOf(entry.date ?? today) : String(entry.day_of_week),
    date: entry.date ?? today,
    start_time: entry.start_time.slice(0, 5),
    end_time: entry.end_time.slice(0, 5),
  };
}

/**
 * A new date; the weekday follows it while the person has not chosen one themselves, so turning
 * the entry weekly keeps it on the date's weekday.
 */
export function withDate(values: EntryFormValues, date: string, dayChosen: boolean): EntryFormValues {
  const followsDate = !dayChosen && /^\d{4}-\d{2}-\d{2}$/.test(date);
  return { ...values, date, day_of_week: followsDate ? weekdayValueOf(date) : values.day_of_week };
}

/** A weekly entry sends its weekday, a one-off its date; an empty name becomes "Working Hours". */
export function toEntryBody(values: EntryFormValues): WorkingHoursBody {
  return {
    block_name: values.block_name.trim() || null,
    is_recurring: values.is_recurring,
    day_of_week: values.is_recurring ? Number(values.day_of_week) : null,
    date: values.is_recurring ? null : values.date,
    start_time: values.start_time,
    end_time: values.end_time,
  };
}

export function validateEntryForm(values: EntryFormValues): FieldErrors {
  const result = workingHoursBody.safeParse(toEntryBody(values));
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}
