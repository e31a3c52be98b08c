// How a window's list row says when it repeats: "Mon, Tue, Wed", "Daily", "One-time: June 2, 2025".
import type { AvailabilityWindow } from '@hangtime/core/availability/schemas';
import { monthWeekOf, ruleWeekdays } from '@hangtime/core/scheduling/recurrence-dates';
import { formatLongDate } from '../../../lib/datetime';
import { listShortWeekdays } from './weekdays';

type Schedule = Pick<AvailabilityWindow, 'start_date' | 'end_date' | 'is_repeating' | 'frequency' | 'days_of_week'>;

const monthWeekLabels = { 1: '1st week', 2: '2nd week', 3: '3rd week', 4: '4th week', last: 'last week' } as const;

/** The days the window repeats on, as the server reads them (no ticked day means its start's weekday). */
export function describeRepeatDays(window: Schedule): string {
  if (!window.is_repeating || !window.frequency) return `One-time: ${formatLongDate(window.start_date)}`;
  if (window.frequency === 'daily') return 'Daily';
  const days = listShortWeekdays(ruleWeekdays(window));
  if (window.frequency === 'biweekly') return `Every other week: ${days}`;
  if (window.frequency === 'monthly') return `Monthly, ${monthWeekLabels[monthWeekOf(window.start_date)]}: ${days}`;
  return days;
}

/** "From June 2, 2025 until June 2, 2026" for a series; nothing for a one-time window. */
export function describeSeriesDates(window: Schedule): string | null {
  if (!window.is_repeating || !window.frequency) return null;
  const start = formatLongDate(window.start_date);
  return window.end_date ? `From ${start} until ${formatLongDate(window.end_date)}` : `From ${start}`;
}
