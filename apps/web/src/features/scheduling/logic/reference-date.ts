// Which date find-us-time is asked from for the days the grid shows (behaviour.md §8: it answers
// the 14 days from reference_date): the first visible day, or today when that day has passed.

/** The reference date for visible days [firstDate, endDate); null when every one of them has passed. */
export function chooseReferenceDate(firstDate: string, endDate: string, today: string): string | null {
  const reference = firstDate > today ? firstDate : today;
  return reference < endDate ? reference : null;
}
