// The start and end instants the form describes, rounded to the quarter hour (spec §5).
import { addDaysToIsoDate, fromLocalDateAndTime } from '../../../lib/datetime';
import type { EventFormValues } from './event-form-values';
import { roundToQuarterHour } from './quarter-hour';

export type EventTiming = {
  start: Date;
  end: Date;
  /** The wall-clock values after rounding, for the calls that take dates and times. */
  startDate: string;
  startTime: string;
  endTime: string;
};

function roundedLocal(date: string, time: string) {
  const rounded = roundToQuarterHour(time);
  return { date: rounded.addsDay ? addDaysToIsoDate(date, 1) : date, time: rounded.time };
}

/**
 * The dates and times are read on the form's own zone's wall clock (values.time_zone).
 * An all-day event runs from the first day's midnight to the midnight after its last day (the
 * exclusive end calendars use); a timed one from its rounded start to its rounded end.
 * Null when a date or time is missing or unreadable.
 */
export function resolveEventTiming(values: EventFormValues): EventTiming | null {
  if (values.all_day) {
    const start = fromLocalDateAndTime(values.start_date, '00:00', values.time_zone);
    const end = fromLocalDateAndTime(addDaysToIsoDate(values.end_date, 1), '00:00', values.time_zone);
    if (!start || !end) return null;
    return { start, end, startDate: values.start_date, startTime: '00:00', endTime: '00:00' };
  }
  const startLocal = roundedLocal(values.start_date, values.start_time);
  const endLocal = roundedLocal(values.end_date, values.end_time);
  const start = fromLocalDateAndTime(startLocal.date, startLocal.time, values.time_zone);
  const end = fromLocalDateAndTime(endLocal.date, endLocal.time, values.time_zone);
  if (!start || !end) return null;
  return { start, end, startDate: startLocal.date, startTime: startLocal.time, endTime: endLocal.time };
}
