// Which of the four kinds a person chooses from (core push/schemas.ts) each bell row is, read when a
// row is written. Where a tap on its notification opens is core's notifications/open-path.ts, the
// bell's own table.
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
