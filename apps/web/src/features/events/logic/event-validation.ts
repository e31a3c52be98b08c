// The modal's checks before any call (spec §5), with the contracts' own messages.
import { eventMessages } from '@hangtime/core/events/schemas';
import { recurrenceMessages } from '@hangtime/core/events/recurring-pattern';
import { workingHoursMessages } from '@hangtime/core/working-hours/schemas';
import type { EventFormValues } from './event-form-values';
import { resolveEventTiming } from './event-timing';
import { eventsScreenMessages } from './events-messages';
import { getSaveTarget } from './save-target';

export type EventFormErrors = Partial<Record<keyof EventFormValues, string>>;

const isBlank = (value: string) => value.trim() === '';

function checkRecurrence(values: EventFormValues, target: ReturnType<typeof getSaveTarget>): EventFormErrors {
  if (!values.is_recurring) return {};
  const errors: EventFormErrors = {};
  const interval = Number(values.interval);
  if (!Number.isInteger(interval) || interval < 1) errors.interval = recurrenceMessages.interval;
  if (values.recurrence_end === 'after') {
    const count = Number(values.end_occurrences);
    if (!Number.isInteger(count) || count < 1) errors.end_occurrences = recurrenceMessages.occurrences;
  }
  if (
    values.recurrence_end === 'on_date' &&
    (!values.recurrence_end_date || values.recurrence_end_date < values.start_date)
  ) {
    errors.recurrence_end_date = recurrenceMessages.endDate;
  }
  if (values.recurrence_type === 'monthly' && values.monthly_rule === 'day_of_month') {
    const day = Number(values.day_of_month);
    if (!Number.isInteger(day) || day < 1 || day > 31) errors.day_of_month = recurrenceMessages.dayOfMonth;
  }
  if (target === 'availability-window' && values.recurrence_type === 'yearly') {
    errors.recurrence_type = eventsScreenMessages.windowYearly;
  }
  return target === 'working-hours' ? { ...errors, ...checkWorkingHoursPattern(values) } : errors;
}

/**
 * Working hours are stored weekly on each ticked day, forever: anything else the pattern says would
 * be lost on save, so it is refused on the field that says it (issue 23: ticked days were dropped).
 */
function checkWorkingHoursPattern(values: EventFormValues): EventFormErrors {
  const message = eventsScreenMessages.workingHoursWeekly;
  if (values.recurrence_type !== 'weekly') return { recurrence_type: message };
  const errors: EventFormErrors = {};
  if (values.days_of_week.length === 0) errors.days_of_week = workingHoursMessages.dayRequired;
  if (Number(values.interval) !== 1) errors.interval = message;
  if (values.recurrence_end === 'on_date') errors.recurrence_end_date = message;
  if (values.recurrence_end === 'after') errors.end_occurrences = message;
  return errors;
}

/** Title, category, start and end required; end after start; the pattern's limits. */
export function validateEventForm(values: EventFormValues, categoryName: string | undefined): EventFormErrors {
  const errors: EventFormErrors = {};
  const target = getSaveTarget(categoryName);
  if (isBlank(values.title)) errors.title = eventMessages.titleRequired;
  if (isBlank(values.category_id)) errors.category_id = eventMessages.categoryRequired;
  if (!values.start_date || (!values.all_day && !values.start_time)) errors.start_date = eventMessages.startRequired;
  if (!values.end_date || (!values.all_day && !values.end_time)) errors.end_date = eventMessages.endRequired;
  const timing = resolveEventTiming(values);
  if (!errors.start_date && !errors.end_date && timing && timing.end <= timing.start) {
    errors.end_date = eventMessages.endAfterStart;
  }
  if (target === 'availability-window' && isBlank(values.location_address)) {
    errors.location_address = eventsScreenMessages.windowAddressRequired;
  }
  return { ...errors, ...checkRecurrence(values, target) };
}
