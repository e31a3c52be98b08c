import type { Temporal } from 'temporal-polyfill';

/**
 * An instant as `Date#toISOString()` writes it (UTC, milliseconds always shown), so the strings
 * match the server's elsewhere. Through Date because Temporal's own formatting is far slower, and
 * calendar reads format thousands of instants.
 */
export function toUtcString(instant: Temporal.Instant): string {
  return new Date(instant.epochMilliseconds).toISOString();
}
