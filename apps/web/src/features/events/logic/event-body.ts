// The events call's body from the form (spec §3 Event, Recurring pattern).
import type { EventBody } from '@hangtime/core/events/schemas';
import type { RecurringPattern } from '@hangtime/core/events/recurring-pattern';
import type { EventFormValues } from './event-form-values';
import type { EventTiming } from './event-timing';

type PatternBody = Omit<RecurringPattern, 'week_of_month'> & { week_of_month: 1 | 2 | 3 | 4 | -1 | null };

/** The pattern as the form describes it: only the fields its type and end choice use. */
export function toRecurringPattern(values: EventFormValues): PatternBody {
  const isMonthly = values.recurrence_type === 'monthly';
  const byWeekday = isMonthly && values.monthly_rule === 'weekday';
  return {
    recurrence_type: values.recurrence_type,
    interval: Number(values.interval),
    end_date: values.recurrence_end === 'on_date' ? values.recurrence_end_date : null,
    end_occurrences: values.recurrence_end === 'after' ? Number(values.end_occurrences) : null,
    days_of_week: values.recurrence_type === 'weekly' ? [...values.days_of_week].sort((a, b) => a - b) : [],
    day_of_month: isMonthly && !byWeekday ? Number(values.day_of_month) : null,
    week_of_month: byWeekday ? (Number(values.week_of_month) as PatternBody['week_of_month']) : null,
    day_of_week_monthly: byWeekday ? Number(values.day_of_week_monthly) : null,
  };
}

const orNull = (value: string) => value.trim() || null;
const idOrNull = (value: string) => (value ? Number(value) : null);

export function toEventBody(values: EventFormValues, timing: EventTiming, isPersonal: boolean): EventBody {
  return {
    title: values.title.trim(),
    description: orNull(values.description),
    start_time: timing.start.toISOString(),
    end_time: timing.end.toISOString(),
    all_day: values.all_day,
    // The zone the person entered the times in, so a series keeps its wall time across DST there.
    timezone: values.time_zone,
    category_id: Number(values.category_id),
    // The personal categories carry no activity; a type only with its activity category.
    activity_category_id: isPersonal ? null : idOrNull(values.activity_category_id),
    activity_subcategory_id:
      isPersonal || !values.activity_category_id ? null : idOrNull(values.activity_subcategory_id),
    location: orNull(values.location),
    location_address: orNull(values.location_address),
    is_recurring: values.is_recurring,
    recurring_pattern: values.is_recurring ? toRecurringPattern(values) : null,
    participant_ids: isPersonal ? [] : values.participant_ids,
    source: 'manual',
  };
}
