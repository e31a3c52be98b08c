// What participants hear about an event: notification rows (in the caller's transaction) and mail
// (queued once it commits; the worker honours opt-outs).
import { describeEventPlace, formatEventPlace } from '@hangtime/core/events/place';
import type { AppDeps } from '../../deps';
import { formatWhen } from '../../lib/format-when';
import type { NewNotification, NotificationType } from '../notifications';
import { describeChange, summarizeChange } from './change-text';
import type { EventChange } from './event-change';
import type { EventRow } from './repository';

type Person = { id: string; first_name: string; last_name: string; email: string; timezone: string };
export type EventNoticeKind = 'event_invitation' | 'event_updated' | 'event_cancelled';

const fullName = (person: Pick<Person, 'first_name' | 'last_name'>) => `${person.first_name} ${person.last_name}`;

const titles: Record<EventNoticeKind, (title: string) => string> = {
  event_invitation: (title) => `Invitation: ${title}`,
  event_updated: (title) => `Changed: ${title}`,
  event_cancelled: (title) => `Cancelled: ${title}`,
};

const messages: Record<EventNoticeKind, (organizer: string) => string> = {
  event_invitation: (organizer) => `${organizer} invited you to an event.`,
  event_updated: (organizer) => `${organizer} changed the time or place. Please confirm you can still make it.`,
  event_cancelled: (organizer) => `${organizer} cancelled this event.`,
};

/**
 * A change's message leads with what changed, in the recipient's zone, so the bell's first 50
 * characters show it ("Tue, Dec 1, 6:00 PM → Wed, Dec 2, 7:00 PM").
 */
function messageFor(kind: EventNoticeKind, organizer: Person, recipient: Person, change: EventChange | null): string {
  const summary = kind === 'event_updated' && change ? summarizeChange(change, recipient.timezone) : '';
  return summary
    ? `${summary}. ${fullName(organizer)} asks you to confirm you can still make it.`
    : messages[kind](fullName(organizer));
}

/**
 * One row per recipient; `data` lets the bell open the event, and a change's `data.change` keeps
 * what it changed (old → new) for the reconfirm card.
 */
export function eventNotifications(
  kind: EventNoticeKind,
  event: EventRow,
  organizer: Person,
  recipients: Person[],
  now: Date,
  change: EventChange | null = null,
): NewNotification[] {
  return recipients.map((recipient) => ({
    userId: recipient.id,
    type: kind satisfies NotificationType,
    title: titles[kind](event.title),
    message: messageFor(kind, organizer, recipient, change),
    data: { event_id: event.id, start_time: event.start_time.toISOString(), ...(change && { change }) },
    createdAt: now,
  }));
}

/** To the organizer: a participant's answer. */
export function rsvpNotification(event: EventRow, participant: Person, status: string, now: Date): NewNotification {
  return {
    userId: event.created_by,
    type: 'event_rsvp',
    title: `${fullName(participant)} answered: ${event.title}`,
    message: `${fullName(participant)} is ${status === 'accepted' ? 'going' : status === 'tentative' ? 'maybe going' : 'not going'}.`,
    data: { event_id: event.id, user_id: participant.id, status },
    createdAt: now,
  };
}

export async function mailEventNotice(
  deps: AppDeps,
  kind: EventNoticeKind,
  event: EventRow,
  organizer: Person,
  recipients: Person[],
  change: EventChange | null = null,
) {
  const calendarUrl = new URL('/calendar', deps.config.APP_ORIGIN).href;
  await deps.mail.enqueueMany(
    kind,
    recipients.map((recipient) => ({
      to: recipient.email,
      params: {
        firstName: recipient.first_name,
        organizerName: fullName(organizer),
        title: event.title,
        when: formatWhen(event.start_time, event.all_day, recipient.timezone),
        // The name and the address, or where the venue is when it has no address; a map link with it.
        location: formatEventPlace(event) || null,
        mapUrl: describeEventPlace(event)?.mapUrl ?? null,
        calendarUrl,
        changes: change ? describeChange(change, recipient.timezone) : [],
      },
    })),
  );
}
