// What the calendar shows of an event (spec §2 Calendar): declined ones not at all, a pending
// invitation as "PENDING: …", and pending styling also for an organizer nobody has said yes to.
import type { EventView } from '@hangtime/core/events/schemas';

export const PENDING_PREFIX = 'PENDING: ';

/** One instance of a series is `id` plus `instance_start` (behaviour.md §6). */
export function getEventKey(event: Pick<EventView, 'id' | 'instance_start'>): string {
  return `${event.id}|${event.instance_start}`;
}

export function isShownOnCalendar(event: EventView): boolean {
  return event.participant_status !== 'declined' && event.status !== 'cancelled';
}

export function isAwaitingViewer(event: EventView): boolean {
  return event.participant_status === 'pending';
}

/** The organizer's event where every other participant is pending, tentative or declined. */
export function isAwaitingOthers(event: EventView, viewerId: string | undefined): boolean {
  if (!viewerId || event.created_by !== viewerId) return false;
  const others = event.participants.filter((participant) => participant.user_id !== viewerId);
  return others.length > 0 && others.every((participant) => participant.status !== 'accepted');
}

export function hasPendingStyle(event: EventView, viewerId: string | undefined): boolean {
  return isAwaitingViewer(event) || isAwaitingOthers(event, viewerId);
}

export function getCalendarTitle(event: EventView): string {
  return isAwaitingViewer(event) ? `${PENDING_PREFIX}${event.title}` : event.title;
}

/** Whether an event overlaps the instants [startIso, endIso). */
export function overlapsRange(event: Pick<EventView, 'start_time' | 'end_time'>, startIso: string, endIso: string): boolean {
  return Date.parse(event.start_time) < Date.parse(endIso) && Date.parse(event.end_time) > Date.parse(startIso);
}
