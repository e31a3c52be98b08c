// What the calendar shows of an event (spec §2 Calendar): declined ones not at all, a pending
// invitation as "PENDING: …", and pending styling also for an organizer nobody has said yes to.
import type { EventSummaryView } from '@hangtime/core/events/schemas';

export const PENDING_PREFIX = 'PENDING: ';
export const SUGGESTED_PREFIX = 'Suggested: ';

/** One instance of a series is `id` plus `instance_start` (behaviour.md §6). */
export function getEventKey(event: Pick<EventSummaryView, 'id' | 'instance_start'>): string {
  return `${event.id}|${event.instance_start}`;
}

export function isShownOnCalendar(event: EventSummaryView): boolean {
  return event.participant_status !== 'declined' && event.status !== 'cancelled';
}

export function isAwaitingViewer(event: EventSummaryView): boolean {
  return event.participant_status === 'pending';
}

/** The viewer's invitation, or the viewer's own event that no other participant has accepted yet (the server tells). */
export function hasPendingStyle(event: EventSummaryView): boolean {
  return isAwaitingViewer(event) || event.awaiting_others;
}

/** A hangout the weekly job proposed, seen only by its owner until they accept it (behaviour.md §8). */
export function isSuggestion(event: Pick<EventSummaryView, 'status'>): boolean {
  return event.status === 'suggested';
}

export function getCalendarTitle(event: EventSummaryView): string {
  if (isSuggestion(event)) return `${SUGGESTED_PREFIX}${event.title}`;
  return isAwaitingViewer(event) ? `${PENDING_PREFIX}${event.title}` : event.title;
}

/** Whether an event overlaps the instants [startIso, endIso). */
export function overlapsRange(
  event: Pick<EventSummaryView, 'start_time' | 'end_time'>,
  startIso: string,
  endIso: string,
): boolean {
  return Date.parse(event.start_time) < Date.parse(endIso) && Date.parse(event.end_time) > Date.parse(startIso);
}
