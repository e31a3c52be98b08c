// The periods a regular hangout is planned for (behaviour.md "Regular hangouts (issue 26)"): a
// week from Monday, two weeks from Monday, or a calendar month, in the organizer's zone. Dates are
// local `YYYY-MM-DD`; pure day arithmetic, no zone needed until a period becomes instants.
import { dateOfDayNumber, dayNumberOf, weekdayOfDayNumber } from '../scheduling/local-days';
import { startOfLocalDay } from '../scheduling/local-time';

export const cadences = ['week', 'two_weeks', 'month'] as const;
export type Cadence = (typeof cadences)[number];

/** The first day of the period of `cadence` that holds `date` (a two-week period starts on a Monday too). */
export function periodStartOf(date: string, cadence: Cadence): string {
  const day = dayNumberOf(date);
  if (cadence === 'month') return `${date.slice(0, 8)}01`;
  return dateOfDayNumber(day - weekdayOfDayNumber(day));
}

/** The first day of the period after the one starting on `start`. */
export function followingPeriodStart(start: string, cadence: Cadence): string {
  if (cadence === 'week') return dateOfDayNumber(dayNumberOf(start) + 7);
  if (cadence === 'two_weeks') return dateOfDayNumber(dayNumberOf(start) + 14);
  const [year, month] = [Number(start.slice(0, 4)), Number(start.slice(5, 7))];
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return `${String(next.year).padStart(4, '0')}-${String(next.month).padStart(2, '0')}-01`;
}

/** The period starting on `start` as instants: its first local midnight to the next period's. */
export function periodSpan(start: string, cadence: Cadence, zone: string): { start: number; end: number } {
  return {
    start: startOfLocalDay(dayNumberOf(start), zone),
    end: startOfLocalDay(dayNumberOf(followingPeriodStart(start, cadence)), zone),
  };
}
