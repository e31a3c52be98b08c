// Which local calendar dates an availability window falls on (behaviour.md §5); times and zones come later.
import { Temporal } from 'temporal-polyfill';

export type Frequency = 'daily' | 'weekly' | 'biweekly' | 'monthly';

/** The date-only part of an availability window. Dates are `YYYY-MM-DD`; weekdays 0 = Monday … 6 = Sunday. */
export interface RecurrenceRule {
  start_date: string;
  /** Inclusive. A repeating window without one ends one year after `start_date`. */
  end_date: string | null;
  is_repeating: boolean;
  frequency: Frequency | null;
  days_of_week: readonly number[];
}

/** Inclusive calendar dates `YYYY-MM-DD`, compared with each occurrence's local date. */
export interface DateRange {
  start_date: string;
  end_date: string;
}

type PlainDate = Temporal.PlainDate;
const { PlainDate } = Temporal;

/** A window repeats only when it says so and says how; anything else is a one-off. */
export function isRecurringRule(rule: RecurrenceRule): boolean {
  return rule.is_repeating && rule.frequency !== null;
}

/** The inclusive last date of a repeating series: the stored one, else one year after the start. */
export function seriesEndDate(rule: RecurrenceRule): string {
  if (rule.end_date !== null) return rule.end_date;
  // Feb 29 + 1 year constrains to Feb 28, as Temporal does by default.
  return PlainDate.from(rule.start_date).add({ years: 1 }).toString();
}

/**
 * The weekdays a weekly, biweekly or monthly series falls on, 0 = Monday, sorted and unique.
 * An empty list falls back to `start_date`'s own weekday (as iCalendar does without BYDAY), so a
 * series saved without ticked days still means "the day it starts" rather than never.
 */
export function ruleWeekdays(rule: RecurrenceRule): number[] {
  const listed = rule.days_of_week.filter((day) => Number.isInteger(day) && day >= 0 && day <= 6);
  if (listed.length === 0) return [weekdayOf(PlainDate.from(rule.start_date))];
  return [...new Set(listed)].sort((a, b) => a - b);
}

/** A seven-day block of a month: days 1–7, 8–14, 15–21, 22–28, or the month's last seven days. */
export type MonthWeek = 1 | 2 | 3 | 4 | 'last';

/**
 * Monthly series repeat in "the same week of the month" as `start_date`: week n = ceil(day / 7).
 * A start on day 29 or later would be a fifth week, which most months lack, so it means the last
 * week instead (the last seven days of each month, whatever the month's length).
 */
export function monthWeekOf(startDate: string): MonthWeek {
  const day = PlainDate.from(startDate).day;
  return day >= 29 ? 'last' : (Math.ceil(day / 7) as 1 | 2 | 3 | 4);
}

/** The local dates of a window's occurrences that fall inside `range`, in order. */
export function listRecurrenceDates(rule: RecurrenceRule, range: DateRange): string[] {
  const start = PlainDate.from(rule.start_date);
  const rangeStart = PlainDate.from(range.start_date);
  const rangeEnd = PlainDate.from(range.end_date);
  if (!isRecurringRule(rule)) return isWithin(start, rangeStart, rangeEnd) ? [start.toString()] : [];

  const first = later(start, rangeStart);
  const last = earlier(PlainDate.from(seriesEndDate(rule)), rangeEnd);
  if (PlainDate.compare(first, last) > 0) return [];

  const dates = datesForFrequency(rule, start, first, last);
  return dates.map((date) => date.toString());
}

function datesForFrequency(rule: RecurrenceRule, start: PlainDate, first: PlainDate, last: PlainDate): PlainDate[] {
  switch (rule.frequency) {
    case 'daily':
      return everyDay(first, last);
    case 'weekly':
      return everyNthWeek(ruleWeekdays(rule), 1, start, first, last);
    case 'biweekly':
      return everyNthWeek(ruleWeekdays(rule), 2, start, first, last);
    case 'monthly':
      return everyMonth(ruleWeekdays(rule), monthWeekOf(rule.start_date), first, last);
    default:
      return [];
  }
}

function everyDay(first: PlainDate, last: PlainDate): PlainDate[] {
  const dates: PlainDate[] = [];
  for (let date = first; PlainDate.compare(date, last) <= 0; date = date.add({ days: 1 })) dates.push(date);
  return dates;
}

/** Weeks start on Monday and are counted from the week holding the series' start date. */
function everyNthWeek(
  weekdays: number[],
  interval: number,
  start: PlainDate,
  first: PlainDate,
  last: PlainDate,
): PlainDate[] {
  const anchor = mondayOf(start);
  let monday = mondayOf(first);
  const weeksOff = anchor.until(monday).days / 7;
  const skip = (interval - (weeksOff % interval)) % interval;
  monday = monday.add({ weeks: skip });

  const dates: PlainDate[] = [];
  for (; PlainDate.compare(monday, last) <= 0; monday = monday.add({ weeks: interval })) {
    for (const weekday of weekdays) {
      const date = monday.add({ days: weekday });
      if (isWithin(date, first, last)) dates.push(date);
    }
  }
  return dates;
}

function everyMonth(weekdays: number[], week: MonthWeek, first: PlainDate, last: PlainDate): PlainDate[] {
  const dates: PlainDate[] = [];
  const lastMonth = last.toPlainYearMonth();
  for (
    let month = first.toPlainYearMonth();
    Temporal.PlainYearMonth.compare(month, lastMonth) <= 0;
    month = month.add({ months: 1 })
  ) {
    const inMonth = weekdays.map((weekday) => weekdayInMonthWeek(month, weekday, week));
    // Within one week-of-month block, weekday order is not date order (the block may start mid-week).
    inMonth.sort(PlainDate.compare);
    dates.push(...inMonth.filter((date) => isWithin(date, first, last)));
  }
  return dates;
}

/** The one date with this weekday in the given seven-day block of the month. */
function weekdayInMonthWeek(month: Temporal.PlainYearMonth, weekday: number, week: MonthWeek): PlainDate {
  if (week === 'last') {
    const lastDay = month.toPlainDate({ day: month.daysInMonth });
    return lastDay.subtract({ days: (weekdayOf(lastDay) - weekday + 7) % 7 });
  }
  const blockStart = month.toPlainDate({ day: 7 * (week - 1) + 1 });
  return blockStart.add({ days: (weekday - weekdayOf(blockStart) + 7) % 7 });
}

/** 0 = Monday … 6 = Sunday, the app's numbering (Temporal counts 1 = Monday … 7 = Sunday). */
export function weekdayOf(date: PlainDate): number {
  return date.dayOfWeek - 1;
}

function mondayOf(date: PlainDate): PlainDate {
  return date.subtract({ days: weekdayOf(date) });
}

function isWithin(date: PlainDate, first: PlainDate, last: PlainDate): boolean {
  return PlainDate.compare(date, first) >= 0 && PlainDate.compare(date, last) <= 0;
}

function later(a: PlainDate, b: PlainDate): PlainDate {
  return PlainDate.compare(a, b) >= 0 ? a : b;
}

function earlier(a: PlainDate, b: PlainDate): PlainDate {
  return PlainDate.compare(a, b) <= 0 ? a : b;
}
