// The calendar's texts (spec §8 Calendar).
import { ApiError } from '../../../lib/api-client';

export const calendarMessages = {
  loadFailed: 'Failed to load calendar data',
  // Not in the spec's catalogue: the empty state's nudge.
  emptyHint: 'Nothing planned here yet. Press + on a day or Manual Event to add an event.',
  // Not in the spec either: the confirmations after the event modal (a new entry may be an
  // availability window or working hours, so "added" rather than "event created").
  added: 'Added to your calendar',
  saved: 'Changes saved',
  removed: 'Removed from your calendar',
} as const;

/** The confirmation after the event modal closed on a save or a delete. */
export function describeEventOutcome(outcome: 'saved' | 'removed', wasNew: boolean): string {
  if (outcome === 'removed') return calendarMessages.removed;
  return wasNew ? calendarMessages.added : calendarMessages.saved;
}

/** The server's own words when it refused the request (spec §8); the spec's text otherwise. */
export function describeLoadError(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && error.hasServerMessage) return error.message;
  return calendarMessages.loadFailed;
}
