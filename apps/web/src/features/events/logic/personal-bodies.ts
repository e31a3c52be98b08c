// Working hours and availability windows made from the event modal (spec §5: saved by category).
import type { AvailabilityWindowBody } from '@hangtime/core/availability/schemas';
import type { CreateWorkingHoursBody } from '@hangtime/core/working-hours/schemas';
import { addDaysToIsoDate, getSundayFirstWeekday } from '../../../lib/datetime';
import type { EventFormValues } from './event-form-values';
import type { EventTiming } from './event-timing';

/** Event-form weekdays count from Sunday; working hours and windows from Monday. */
export function toMondayFirst(sundayFirstDay: number): number {
  return (sundayFirstDay + 6) % 7;
}

/**
 * Weekly on every weekday ticked under "On days" when recurring, else once on the start's date; the
 * title names the block. All the days go in one request (`days_of_week`), which the server stores
 * together or not at all: sending only the start's weekday kept Monday of a Mon–Fri block (issue 23).
 */
export function toWorkingHoursBody(values: EventFormValues, timing: EventTiming): CreateWorkingHoursBody {
  return {
    block_name: values.title.trim(),
    is_recurring: values.is_recurring,
    day_of_week: null,
    days_of_week: values.is_recurring ? values.days_of_week.map(toMondayFirst).sort((a, b) => a - b) : [],
    date: values.is_recurring ? null : timing.startDate,
    start_time: timing.startTime,
    end_time: timing.endTime,
  };
}

/**
 * Weekly (every other week at interval 2) on the chosen weekdays, or monthly. A window series
 * needs an end date: the chosen one, else one year after the start (spec §9).
 */
export function toAvailabilityWindowBody(values: EventFormValues, timing: EventTiming): AvailabilityWindowBody {
  const isRepeating = values.is_recurring;
  const isWeekly = values.recurrence_type === 'weekly';
  const frequency = isWeekly ? (Number(values.interval) === 2 ? 'biweekly' : 'weekly') : 'monthly';
  const weekdays = isWeekly ? values.days_of_week : [getSundayFirstWeekday(timing.startDate)];
  return {
    window_name: values.title.trim(),
    start_time: timing.startTime,
    end_time: timing.endTime,
    // The wall times were entered on the form's zone's clock (the profile's).
    timezone: values.time_zone,
    location: values.location.trim() || null,
    address: values.location_address.trim(),
    start_date: timing.startDate,
    is_repeating: isRepeating,
    frequency: isRepeating ? frequency : null,
    days_of_week: isRepeating ? weekdays.map(toMondayFirst).sort((a, b) => a - b) : [],
    end_date: !isRepeating
      ? null
      : values.recurrence_end === 'on_date' && values.recurrence_end_date
        ? values.recurrence_end_date
        : addDaysToIsoDate(timing.startDate, 365),
  };
}
