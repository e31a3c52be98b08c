// The modal's form values: a new event's defaults and an existing one's values (types: event-form-types.ts).
import type { EventView } from '@hangtime/core/events/schemas';
import { addDaysToIsoDate, getBrowserTimeZone, toLocalDateAndTime } from '../../../lib/datetime';
import { roundToQuarterHour } from './quarter-hour';
import type { EventFormValues } from './event-form-types';
import { isStartsOwnRule, repeatDaysOf } from './repeat-days';

export type { EventFormValues, MonthlyRule, RecurrenceEnd } from './event-form-types';

const HOUR = 3600_000;

/** The pattern part of a new form: weekly on the start's weekday, never ending. */
function defaultPattern(startDate: string) {
  return {
    is_recurring: false,
    recurrence_type: 'weekly' as const,
    interval: 1,
    ...repeatDaysOf(startDate),
    repeat_days_chosen: false,
    monthly_rule: 'day_of_month' as const,
    recurrence_end: 'never' as const,
    recurrence_end_date: '',
    end_occurrences: 10,
  };
}

/**
 * A new event: from the day's "+" (its start, or 9:00 when it is a whole day) or from now,
 * rounded to the next quarter hour; one hour long; its times on `timeZone`'s wall clock.
 */
export function createNewEventValues(
  initialStart: Date | undefined,
  now: Date,
  categoryId = '',
  timeZone = getBrowserTimeZone(),
): EventFormValues {
  const base = initialStart ?? new Date(Math.ceil(now.getTime() / (15 * 60_000)) * 15 * 60_000);
  const start = toLocalDateAndTime(base, timeZone);
  const startTime = initialStart && start.time === '00:00' ? '09:00' : roundToQuarterHour(start.time).time;
  const [hours = 9, minutes = 0] = startTime.split(':').map(Number);
  const endTime = `${String((hours + 1) % 24).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  const endDate = hours === 23 ? addDaysToIsoDate(start.date, 1) : start.date;
  return {
    title: '',
    category_id: categoryId,
    activity_category_id: '',
    activity_subcategory_id: '',
    description: '',
    start_date: start.date,
    start_time: startTime,
    end_date: endDate,
    end_time: endTime,
    all_day: false,
    ...defaultPattern(start.date),
    location: '',
    location_address: '',
    participant_ids: [],
    time_zone: timeZone,
  };
}

/**
 * An existing event in the form, on `timeZone`'s wall clock; an all-day event's exclusive end
 * shows as its last day.
 */
export function toEventFormValues(event: EventView, timeZone = getBrowserTimeZone()): EventFormValues {
  const start = toLocalDateAndTime(event.start_time, timeZone);
  const end = toLocalDateAndTime(
    event.all_day ? new Date(Date.parse(event.end_time) - HOUR) : event.end_time,
    timeZone,
  );
  const pattern = event.recurring_pattern;
  const defaults = defaultPattern(start.date);
  const startRounded = roundToQuarterHour(start.time).time;
  const values: EventFormValues = {
    title: event.title,
    category_id: String(event.category_id),
    activity_category_id: event.activity_category_id === null ? '' : String(event.activity_category_id),
    activity_subcategory_id: event.activity_subcategory_id === null ? '' : String(event.activity_subcategory_id),
    description: event.description ?? '',
    start_date: start.date,
    start_time: startRounded,
    end_date: end.date,
    end_time: roundToQuarterHour(end.time).time,
    all_day: event.all_day,
    ...defaults,
    ...(pattern && {
      is_recurring: event.is_recurring,
      recurrence_type: pattern.recurrence_type,
      interval: pattern.interval,
      days_of_week: pattern.days_of_week.length > 0 ? pattern.days_of_week : defaults.days_of_week,
      monthly_rule: pattern.week_of_month !== null ? 'weekday' : 'day_of_month',
      day_of_month: pattern.day_of_month ?? defaults.day_of_month,
      week_of_month: pattern.week_of_month !== null ? String(pattern.week_of_month) : defaults.week_of_month,
      day_of_week_monthly:
        pattern.day_of_week_monthly !== null ? String(pattern.day_of_week_monthly) : defaults.day_of_week_monthly,
      recurrence_end: pattern.end_date ? 'on_date' : pattern.end_occurrences ? 'after' : 'never',
      recurrence_end_date: pattern.end_date ?? '',
      end_occurrences: pattern.end_occurrences ?? defaults.end_occurrences,
    }),
    location: event.location ?? '',
    location_address: event.location_address ?? '',
    participant_ids: event.participants.filter((person) => person.role !== 'owner').map((person) => person.user_id),
    time_zone: timeZone,
  };
  // A saved series whose days are its start's own keeps following the start, as in Google Calendar.
  return { ...values, repeat_days_chosen: !isStartsOwnRule(values) };
}
