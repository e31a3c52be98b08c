// What one item of Google's events list means for the person's busy time (behaviour.md §10):
// a span kept by the instance's id, or the removal of whatever that id held. Only start and end
// are read; the title, place and guests never leave this function.
import { isValidTimeZone } from '@hangtime/core/time/zones';
import { wallClockToInstant } from '@hangtime/core/scheduling/occurrences';
import type { ExternalBusySpan } from '../busy-blocks';

/** The fields of a Google Calendar event this reads (events#resource); the rest is ignored. */
export type GoogleEventItem = {
  id: string;
  status?: string;
  transparency?: string;
  start?: { date?: string; dateTime?: string; timeZone?: string };
  end?: { date?: string; dateTime?: string; timeZone?: string };
  attendees?: Array<{ self?: boolean; responseStatus?: string }>;
};

export type BusyChange = { keep: ExternalBusySpan } | { remove: string };

function instantOf(point: GoogleEventItem['start'], calendarZone: string): Date | null {
  if (point?.dateTime) {
    const instant = new Date(point.dateTime);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  if (point?.date && /^\d{4}-\d{2}-\d{2}$/.test(point.date)) {
    // An all-day event is busy from midnight to midnight where the calendar lives.
    const zone = isValidTimeZone(calendarZone) ? calendarZone : 'UTC';
    return new Date(wallClockToInstant(point.date, '00:00', zone).epochMilliseconds);
  }
  return null;
}

function declinedBySelf(item: GoogleEventItem): boolean {
  return item.attendees?.some((attendee) => attendee.self && attendee.responseStatus === 'declined') ?? false;
}

/**
 * Cancelled, free ("transparent"), declined, already over or malformed: nothing busy, so whatever
 * the id held goes. Past events are dropped too: no plan can be made in the past.
 */
export function toBusyChange(item: GoogleEventItem, calendarZone: string, now: Date): BusyChange {
  if (item.status === 'cancelled' || item.transparency === 'transparent' || declinedBySelf(item)) {
    return { remove: item.id };
  }
  const start = instantOf(item.start, calendarZone);
  const end = instantOf(item.end, calendarZone);
  if (!start || !end || end <= start || end <= now) return { remove: item.id };
  return { keep: { externalId: item.id, start, end } };
}
