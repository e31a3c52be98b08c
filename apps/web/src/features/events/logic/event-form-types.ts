// The event form's values: what a person edits, as strings and flags, before it becomes a body.
// A module of its own so the form's rules (repeat-days.ts) and its defaults (event-form-values.ts)
// both read it without importing each other.
import type { RecurringPattern } from '@hangtime/core/events/recurring-pattern';

export type RecurrenceEnd = 'never' | 'on_date' | 'after';
export type MonthlyRule = 'day_of_month' | 'weekday';

export type EventFormValues = {
  title: string;
  category_id: string;
  /** The optional activity classification ('' for none); the type belongs to the activity category. */
  activity_category_id: string;
  activity_subcategory_id: string;
  description: string;
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
  all_day: boolean;
  is_recurring: boolean;
  recurrence_type: RecurringPattern['recurrence_type'];
  interval: number | string;
  days_of_week: number[];
  /** Whether the person picked the repeat days; until then they follow the start date. */
  repeat_days_chosen: boolean;
  monthly_rule: MonthlyRule;
  day_of_month: number | string;
  week_of_month: string;
  day_of_week_monthly: string;
  recurrence_end: RecurrenceEnd;
  recurrence_end_date: string;
  end_occurrences: number | string;
  location: string;
  location_address: string;
  participant_ids: string[];
  /** The IANA zone whose wall clock the dates and times above are read on: the profile's, as the calendar draws in it. */
  time_zone: string;
};
