/**
 * The years Hangtime plans in: wide enough for any real calendar, narrow enough that the date
 * arithmetic behind a range (a day's end, 14 days on, a zone's rules) stays within what Temporal
 * and Date can hold. A date or instant outside them is a bad request, never a server error.
 */
export const FIRST_SUPPORTED_YEAR = 1900;
export const LAST_SUPPORTED_YEAR = 2999;

/** Whether a date or instant written `YYYY-MM-DD…` falls in the supported years (its form is checked elsewhere). */
export function isInSupportedYears(value: string): boolean {
  const year = /^(\d{4})-/.exec(value)?.[1];
  return year !== undefined && Number(year) >= FIRST_SUPPORTED_YEAR && Number(year) <= LAST_SUPPORTED_YEAR;
}
