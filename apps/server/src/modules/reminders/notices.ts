// What a reminder, a nudge or an organizer's notice says: its bell row, and its mail queued in the
// same transaction. Each says only what its reader already sees of the event: its title, time and
// place; an organizer's notice adds counts of the answers they see in the event anyway.
import { formatEventPlace } from '@hangtime/core/events/place';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../deps';
import { formatWhen } from '../../lib/format-when';
import type { NewNotification } from '../notifications';
import type { ReminderKind } from './due';
import type { Recipient, ReminderEvent, SentKind } from './repository';

/** One thing to send, once: the ledger's key, the bell row, and the mail (null when the person turned it off). */
export type Delivery = {
  eventId: string;
  occurrenceStart: Date | null;
  userId: string;
  kind: SentKind;
  notification: NewNotification;
  queueMail: ((within: Executor) => Promise<void>) | null;
};

export type Answers = { accepted: number; tentative: number; declined: number };

export function describeAnswers({ accepted, tentative, declined }: Answers): string {
  return `${accepted} going, ${tentative} maybe, ${declined} not going`;
}

export function createNotices(deps: AppDeps) {
  const calendarUrl = (eventId: string) =>
    new URL(`/calendar?${new URLSearchParams({ event: eventId }).toString()}`, deps.config.APP_ORIGIN).href;

  function about(event: ReminderEvent, start: Date, recipient: Recipient) {
    return {
      firstName: recipient.first_name,
      title: event.title,
      when: formatWhen(start, event.all_day, recipient.timezone),
      location: formatEventPlace(event) || null,
      calendarUrl: calendarUrl(event.id),
    };
  }

  function row(
    recipient: Recipient,
    type: NewNotification['type'],
    title: string,
    message: string,
    event: ReminderEvent,
    start: Date,
    now: Date,
  ): NewNotification {
    return {
      userId: recipient.id,
      type,
      title,
      message,
      data: { event_id: event.id, start_time: start.toISOString() },
      createdAt: now,
    };
  }

  const mailIf = (recipient: Recipient, queue: (within: Executor) => Promise<void>) =>
    recipient.emails_enabled ? queue : null;

  return {
    reminder(event: ReminderEvent, start: Date, recipient: Recipient, kind: ReminderKind, now: Date): Delivery {
      const soon = kind === 'reminder_1h';
      const params = { ...about(event, start, recipient), soon };
      const place = params.location ? ` at ${params.location}` : '';
      return {
        eventId: event.id,
        occurrenceStart: start,
        userId: recipient.id,
        kind,
        notification: row(
          recipient,
          'event_reminder',
          `${soon ? 'Starting soon' : 'Coming up'}: ${event.title}`,
          `Starts ${params.when}${place}.`,
          event,
          start,
          now,
        ),
        queueMail: mailIf(recipient, (within) =>
          deps.mail.enqueueMany('event_reminder', [{ to: recipient.email, params }], { within }),
        ),
      };
    },

    nudge(event: ReminderEvent, start: Date, recipient: Recipient, organizerName: string, now: Date): Delivery {
      const params = { ...about(event, start, recipient), organizerName };
      return {
        eventId: event.id,
        occurrenceStart: null,
        userId: recipient.id,
        kind: 'nudge',
        notification: row(
          recipient,
          'event_nudge',
          `Are you in? ${event.title}`,
          `${organizerName} is waiting for your answer.`,
          event,
          start,
          now,
        ),
        queueMail: mailIf(recipient, (within) =>
          deps.mail.enqueueMany('event_nudge', [{ to: recipient.email, params }], { within }),
        ),
      };
    },

    everyoneAnswered(event: ReminderEvent, start: Date, organizer: Recipient, answers: Answers, now: Date): Delivery {
      const params = { ...about(event, start, organizer), answers: describeAnswers(answers) };
      return {
        eventId: event.id,
        occurrenceStart: null,
        userId: organizer.id,
        kind: 'everyone_answered',
        notification: row(
          organizer,
          'event_everyone_answered',
          `Everyone answered: ${event.title}`,
          `${params.answers[0]!.toUpperCase()}${params.answers.slice(1)}.`,
          event,
          start,
          now,
        ),
        queueMail: mailIf(organizer, (within) =>
          deps.mail.enqueueMany('event_everyone_answered', [{ to: organizer.email, params }], { within }),
        ),
      };
    },

    quorumReached(event: ReminderEvent, start: Date, organizer: Recipient, quorum: number, now: Date): Delivery {
      const params = { ...about(event, start, organizer), quorum };
      return {
        eventId: event.id,
        occurrenceStart: null,
        userId: organizer.id,
        kind: 'quorum_reached',
        notification: row(
          organizer,
          'event_quorum_reached',
          `${quorum} people are in: ${event.title}`,
          `You asked to be told when ${quorum} people are in.`,
          event,
          start,
          now,
        ),
        queueMail: mailIf(organizer, (within) =>
          deps.mail.enqueueMany('event_quorum_reached', [{ to: organizer.email, params }], { within }),
        ),
      };
    },
  };
}

export type Notices = ReturnType<typeof createNotices>;
