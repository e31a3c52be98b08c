// Which of the four kinds a person chooses from (core push/schemas.ts) each bell row is, and where a
// tap on its notification opens: the one table of both, read when a row is written.
import type { PushKind } from '@hangtime/core/push/schemas';

const KIND_BY_TYPE: Readonly<Record<string, PushKind>> = {
  friend_request: 'invitations',
  event_invitation: 'invitations',
  hangout_suggested: 'invitations',
  event_reminder: 'reminders',
  event_nudge: 'nudges',
  friend_request_accepted: 'changes',
  event_updated: 'changes',
  event_cancelled: 'changes',
  event_rsvp: 'changes',
  event_everyone_answered: 'changes',
  event_quorum_reached: 'changes',
};

/** Types added later fall by their prefix; anything else is news about a plan, a change. */
export function pushKindOf(type: string): PushKind {
  const listed = KIND_BY_TYPE[type];
  if (listed) return listed;
  if (type.startsWith('reminder_')) return 'reminders';
  if (type.startsWith('nudge_')) return 'nudges';
  return 'changes';
}

/**
 * The page a notification opens: the event itself while it is on, the suggestion, the friends page
 * for a request, the calendar otherwise. The same places as the bell's items
 * (web features/notifications/logic/notification-route.ts).
 */
export function openPathOf(type: string, data: Record<string, unknown>): string {
  const eventId = typeof data.event_id === 'string' && /^[0-9a-f-]{36}$/i.test(data.event_id) ? data.event_id : null;
  if (type === 'friend_request') return '/friends';
  if (type === 'hangout_suggested' && eventId) return `/calendar?suggestion=${eventId}`;
  if (type !== 'event_cancelled' && type.startsWith('event_') && eventId) return `/calendar?event=${eventId}`;
  return '/calendar';
}
