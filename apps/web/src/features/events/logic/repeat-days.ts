// Which days a new series repeats on follows its start date until the person picks them (issue 14:
// a Monday start kept "today's" Wednesday and the series went Mon, Wed, Wed…). The server moves a
// start that is off the chosen days to the first matching date (behaviour.md §6).
import { addDaysToIsoDate, getSundayFirstWeekday } from '../../../lib/datetime';
import type { EventFormValues } from './event-form-types';

type RepeatDays = Pick<EventFormValues, 'days_of_week' | 'day_of_month' | 'week_of_month' | 'day_of_week_monthly'>;

/** The rule a start date implies: weekly on its weekday, monthly on its day or its nth weekday. */
export function repeatDaysOf(startDate: string): RepeatDays {
  const weekday = getSundayFirstWeekday(startDate);
  const day = Number(startDate.slice(8, 10)) || 1;
  return {
    days_of_week: [weekday],
    day_of_month: day,
    // Days 29–31 are a fifth week most months lack: the last week, as "the last Friday".
    week_of_month: day > 28 ? '-1' : String(Math.ceil(day / 7)),
    day_of_week_monthly: String(weekday),
  };
}

/** Whether the values' days are the ones their start date implies (nothing the person chose). */
export function isStartsOwnRule(values: RepeatDays & Pick<EventFormValues, 'start_date'>): boolean {
  const implied = repeatDaysOf(values.start_date);
  return (
    values.days_of_week.join() === implied.days_of_week.join() &&
    Number(values.day_of_month) === implied.day_of_month &&
    values.week_of_month === implied.week_of_month &&
    values.day_of_week_monthly === implied.day_of_week_monthly
  );
}

/**
 * What moving the start date changes: the end date when it would land before the start (or was the
 * same day), and the repeat days while the person has not picked them.
 */
export function changesForStartDate(values: EventFormValues, startDate: string): Partial<EventFormValues> {
  const endDate = values.end_date < startDate || values.end_date === values.start_date ? { end_date: startDate } : {};
  const days = values.repeat_days_chosen ? {} : repeatDaysOf(startDate);
  return { start_date: startDate, ...endDate, ...days };
}

/**
 * The first date of a weekly series on `days` (0 = Sunday) on or after `startDate`, every
 * `interval` weeks: where the server starts it (behaviour.md §6). Weeks are counted as RFC 5545
 * does for the saved rule: from Sunday when the rule has a Sunday and repeats every 2+ weeks,
 * else from Monday, so a day earlier in the start's week waits `interval` weeks.
 */
export function firstWeeklyDate(startDate: string, days: readonly number[], interval: number): string {
  if (days.length === 0) return startDate;
  const startDay = getSundayFirstWeekday(startDate);
  const weekStart = interval > 1 && (days.includes(0) || startDay === 0) ? 0 : 1;
  const placeInWeek = (day: number) => (day - weekStart + 7) % 7;
  const startPlace = placeInWeek(startDay);
  const places = days.map(placeInWeek).sort((a, b) => a - b);
  const laterThisWeek = places.find((place) => place >= startPlace);
  const offset =
    laterThisWeek !== undefined ? laterThisWeek - startPlace : 7 - startPlace + (interval - 1) * 7 + (places[0] ?? 0);
  return addDaysToIsoDate(startDate, offset);
}
