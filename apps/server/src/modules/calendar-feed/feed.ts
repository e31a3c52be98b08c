// The person's feed as a calendar app reads it (behaviour.md §10, "Personal feed"): their
// hangouts, each as the same VEVENT the event's own file carries, marked by their answer.
import { writeCalendar } from '../../lib/icalendar';
import type { FeedEventRow } from './repository';

/** What a subscribing app calls the calendar. */
export const FEED_NAME = 'Hangtime';
/** How often apps are asked to fetch again (Google and Outlook keep their own pace whatever it says). */
export const FEED_REFRESH = 'PT1H';
/** How far back the feed reaches: a month of past hangouts stays visible in the app. */
export const FEED_PAST_DAYS = 30;

/**
 * The feed's text. Accepted events are CONFIRMED; tentative and pending ones (not yet answered, or
 * asked to reconfirm after a change) TENTATIVE. DTSTAMP is the last change, like LAST-MODIFIED
 * (RFC 5545 3.8.7.2, a calendar without METHOD): the same data gives the same text, so the ETag
 * holds between fetches. The person's own zone is always described, so a feed with no hangouts yet
 * still holds a component (RFC 5545 3.6 wants one). No ORGANIZER or ATTENDEE: no one's address leaves, and apps do not offer
 * to answer an invitation that Hangtime would never hear of.
 */
export function buildFeed(rows: readonly FeedEventRow[], ownZone: string, now: Date): string {
  return writeCalendar(
    rows.map(({ event, answer }) => ({
      event,
      stamp: event.updated_at,
      lastModified: event.updated_at,
      sequence: event.sequence,
      status: answer === 'accepted' ? 'CONFIRMED' : 'TENTATIVE',
    })),
    { name: FEED_NAME, refreshInterval: FEED_REFRESH, coverYear: now.getUTCFullYear(), zone: ownZone },
  );
}

/** The first instant the feed reaches back to. */
export function feedStart(now: Date): Date {
  return new Date(now.getTime() - FEED_PAST_DAYS * 24 * 3600_000);
}
