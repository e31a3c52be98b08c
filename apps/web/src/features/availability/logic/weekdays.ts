// The days of the week as availability windows and working hours number them: 0 = Monday … 6 = Sunday.

export const weekdays = [
  { day: 0, short: 'Mon', long: 'Monday' },
  { day: 1, short: 'Tue', long: 'Tuesday' },
  { day: 2, short: 'Wed', long: 'Wednesday' },
  { day: 3, short: 'Thu', long: 'Thursday' },
  { day: 4, short: 'Fri', long: 'Friday' },
  { day: 5, short: 'Sat', long: 'Saturday' },
  { day: 6, short: 'Sun', long: 'Sunday' },
] as const;

/** "Monday" for 0; an out-of-range number is shown as it is rather than hidden. */
export function getWeekdayName(day: number): string {
  return weekdays[day]?.long ?? String(day);
}

/** "Mon, Wed, Fri", in week order whatever order the days came in. */
export function listShortWeekdays(days: readonly number[]): string {
  return weekdays
    .filter(({ day }) => days.includes(day))
    .map(({ short }) => short)
    .join(', ');
}
