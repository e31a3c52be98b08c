// The spec's texts for the event screens (scheduling-and-social §8 Calendar).
import { ApiError } from '../../../lib/api-client';

export const eventsScreenMessages = {
  loadFailed: 'Failed to load events',
  rsvpFailed: 'Failed to update RSVP status',
  saveFailed: 'Failed to save event',
  activityCategoriesFailed: 'Failed to load activity categories',
  noActivityTypes: 'No activity types available for this category based on your preferences.',
  createFailed: 'Failed to create event',
  removeFailed: 'Failed to remove event',
  // Not in the spec's catalogue; worded like its neighbours.
  icsFailed: 'Failed to download calendar file',
  categoriesFailed: 'Failed to load categories',
  friendsFailed: 'Failed to load friends',
  windowYearly: 'Availability windows repeat weekly or monthly, not yearly',
  windowAddressRequired: 'Address is required for an availability window',
  // Working hours are weekly entries without an end (behaviour.md §5): a pattern the form offers
  // beyond that is refused rather than dropped on save.
  workingHoursWeekly: 'Working hours repeat every week, with no end',
} as const;

/** The server's own words when it refused (spec: "server text preferred"); the fallback otherwise. */
export function describeEventsError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.hasServerMessage) return error.message;
  return fallback;
}

/** Field errors the server named (422), keyed like the form's fields where the names match. */
export function readFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.fields ? error.fields : {};
}
