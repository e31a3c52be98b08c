// The spec's texts for the availability-windows screen (scheduling-and-social §8).
import { ApiError } from '../../../lib/api-client';

export const availabilityWindowsMessages = {
  fetchFailed: 'Failed to fetch availability windows. Please try again later.',
  deleteFailed: 'Failed to delete availability window. Please try again.',
  saveFailed: 'Failed to save availability window. Please try again.',
  // The spec's Locations text, for the saved-location picker.
  locationsFailed: 'Failed to fetch locations. Please try again later.',
  // Not in the spec's catalogue; worded like its neighbours.
  saved: 'Availability window saved.',
  occurrenceSaved: 'That date of the availability window was changed.',
  occurrenceCancelled: 'That date was removed from the availability window.',
  deleted: 'Availability window deleted.',
} as const;

/**
 * The server's own words when it refused (a 400 naming the problem, a 404 for a window deleted
 * meanwhile); the spec's text otherwise. A 5xx says only "Something went wrong", which tells the
 * person less than the spec's sentence does.
 */
export function describeAvailabilityError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.hasServerMessage) return error.message;
  return fallback;
}

/** What the server said about each field, when it refused one (`fields` of the error body). */
export function readFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.fields ? error.fields : {};
}
