// The calendar's texts (spec §8 Calendar).
import { ApiError } from '../../../lib/api-client';

export const calendarMessages = {
  loadFailed: 'Failed to load calendar data',
  // Not in the spec's catalogue: the empty state's nudge.
  emptyHint: 'Nothing planned here yet. Press + on a day or Manual Event to add an event.',
} as const;

/** The server's own words when it refused the request (spec §8); the spec's text otherwise. */
export function describeLoadError(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && error.hasServerMessage) return error.message;
  return calendarMessages.loadFailed;
}
