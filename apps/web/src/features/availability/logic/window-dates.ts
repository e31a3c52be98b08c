// Dates of a window: the default end of a series, and which dates an occurrence can be changed on.
import type { AvailabilityWindow } from '@hangtime/core/availability/schemas';
import { listRecurrenceDates, seriesEndDate } from '@hangtime/core/scheduling/recurrence-dates';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * One year after `date` (YYYY-MM-DD), the default end of a repeating window (spec §4, §9).
 * February 29 becomes February 28, as the server reads a series without an end date.
 */
export function addOneYear(date: string): string {
  const match = isoDate.exec(date);
  if (!match) return '';
  const year = Number(match[1]) + 1;
  const month = Number(match[2]);
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(match[3]), lastDay);
  return `${year}-${match[2]}-${String(day).padStart(2, '0')}`;
}

type Schedule = Pick<AvailabilityWindow, 'start_date' | 'end_date' | 'is_repeating' | 'frequency' | 'days_of_week'>;
type ScheduleWithExceptions = Schedule & Pick<AvailabilityWindow, 'exceptions'>;

/** Whether the window falls on `date` at all (its series, before exceptions). */
export function isOccurrenceDate(window: Schedule, date: string): boolean {
  if (!isoDate.test(date)) return false;
  return listRecurrenceDates(window, { start_date: date, end_date: date }).length > 0;
}

/**
 * The date a "change one date" edit starts from: the window's next occurrence from today that is
 * not cancelled; for a series that is over, its last date; null when it has none at all.
 */
export function findNextOccurrenceDate(window: ScheduleWithExceptions, today: string): string | null {
  const cancelled = new Set(window.exceptions.filter((item) => item.cancelled).map((item) => item.date));
  const end = window.is_repeating ? seriesEndDate(window) : window.start_date;
  const dates = listRecurrenceDates(window, { start_date: window.start_date, end_date: end }).filter(
    (date) => !cancelled.has(date),
  );
  return dates.find((date) => date >= today) ?? dates.at(-1) ?? null;
}

/** The times of the occurrence on `date`: that date's own change when it has one, else the series'. */
export function getOccurrenceTimes(
  window: Pick<AvailabilityWindow, 'start_time' | 'end_time' | 'exceptions'>,
  date: string,
) {
  const change = window.exceptions.find((item) => item.date === date && !item.cancelled);
  return {
    start_time: change?.start_time ?? window.start_time,
    end_time: change?.end_time ?? window.end_time,
  };
}
