// The days the calendar opens on, known before FullCalendar has loaded: the week of today in the
// grid's zone, Monday first (as the grid's firstDay). With them the events, availability and
// working-hours calls start while the grid's chunk is still downloading, and the grid mounts once
// with all its data instead of empty and then again per arriving batch.
import { addDays } from '@hangtime/core/time/dates';
import type { VisibleDays } from './visible-days';
import { dateInZone } from './calendar-zone';
import { getWeekStart } from './fetch-batches';

/** A phone's Week: three days from today (the grid's timeGridThreeDay), in `zone`. */
export function getInitialThreeDays(zone: string, now: Date = new Date()): VisibleDays {
  const startDate = dateInZone(now, zone);
  return { startDate, endDate: addDays(startDate, 3) };
}

/** The days Week opens on: the week of today, or on a phone three days from today. */
export function getInitialDays(zone: string, isPhone: boolean, now: Date = new Date()): VisibleDays {
  return isPhone ? getInitialThreeDays(zone, now) : getInitialWeekDays(zone, now);
}

/** The week Week view opens on, in `zone`; it equals what FullCalendar then reports in datesSet. */
export function getInitialWeekDays(zone: string, now: Date = new Date()): VisibleDays {
  const startDate = getWeekStart(dateInZone(now, zone));
  return { startDate, endDate: addDays(startDate, 7) };
}
