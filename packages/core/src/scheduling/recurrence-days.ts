// listRecurrenceDates on day numbers: the same rules (behaviour.md §5), without a Temporal object
// per date, for the sweep that walks a fortnight for hundreds of windows at once.
import { BoundedMemo } from '../lib/bounded-memo';
import { dayNumberOf, monthDayOfDayNumber, weekdayOfDayNumber } from './local-days';
import {
  isRecurringRule,
  monthWeekOf,
  ruleWeekdays,
  seriesEndDate,
  type MonthWeek,
  type RecurrenceRule,
} from './recurrence-dates';

/** The day numbers in [firstDay, lastDay] (inclusive) on which the rule falls, ascending. */
export function listRecurrenceDays(rule: RecurrenceRule, firstDay: number, lastDay: number): number[] {
  const startDay = dayNumberOf(rule.start_date);
  if (!isRecurringRule(rule)) return firstDay <= startDay && startDay <= lastDay ? [startDay] : [];

  const from = Math.max(startDay, firstDay);
  const to = Math.min(rule.end_date === null ? defaultEndDayOf(rule) : dayNumberOf(rule.end_date), lastDay);
  const isOn = dayPredicate(rule, startDay);
  const days: number[] = [];
  for (let day = from; day <= to; day += 1) if (isOn(day)) days.push(day);
  return days;
}

/** seriesEndDate goes through Temporal, too slow for every window of every sweep: its answers are kept. */
const defaultEndDays = new BoundedMemo<string, number>(4096);

function defaultEndDayOf(rule: RecurrenceRule): number {
  // Without an end date, the default end depends on the start date alone.
  return defaultEndDays.get(rule.start_date, () => dayNumberOf(seriesEndDate(rule)));
}

/** Whether a day on or after the series' start belongs to it, by its frequency. */
function dayPredicate(rule: RecurrenceRule, startDay: number): (day: number) => boolean {
  switch (rule.frequency) {
    case 'daily':
      return () => true;
    case 'weekly':
      return isOnListedWeekday(rule);
    case 'biweekly': {
      const isListedWeekday = isOnListedWeekday(rule);
      // Weeks start on Monday and are counted from the week holding the series' start date.
      const anchorMonday = startDay - weekdayOfDayNumber(startDay);
      return (day) => isListedWeekday(day) && Math.floor((day - anchorMonday) / 7) % 2 === 0;
    }
    case 'monthly': {
      const isListedWeekday = isOnListedWeekday(rule);
      const week = monthWeekOf(rule.start_date);
      return (day) => isListedWeekday(day) && isInMonthWeek(day, week);
    }
    default:
      return () => false;
  }
}

function isOnListedWeekday(rule: RecurrenceRule): (day: number) => boolean {
  const weekdays = ruleWeekdays(rule);
  return (day) => weekdays.includes(weekdayOfDayNumber(day));
}

/** Week n of a month is days 7n−6 … 7n; 'last' is the month's last seven days. */
function isInMonthWeek(day: number, week: MonthWeek): boolean {
  const { dayOfMonth, daysInMonth } = monthDayOfDayNumber(day);
  return week === 'last' ? dayOfMonth > daysInMonth - 7 : Math.ceil(dayOfMonth / 7) === week;
}
