// The organizer's follow-up of one event: who has not answered, "Nudge" (once a day) and "Tell me
// when N people are in". Only the organizer: others on the event get 403, anyone else 404.
import { AppError } from '@hangtime/core/errors';
import { NUDGE_INTERVAL_HOURS, reminderMessages, type FollowUpView } from '@hangtime/core/reminders/schemas';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import type { Notices } from './notices';
import type { RemindersRepository } from './repository';
import type { ReminderStoresWithTransaction } from './stores';
import { nextStart } from './sweep';

const NUDGE_INTERVAL_MS = NUDGE_INTERVAL_HOURS * 3600_000;
const notFound = () => new AppError('NOT_FOUND', 'Event not found');

export function createFollowUps(stores: ReminderStoresWithTransaction, notices: Notices, clock: Clock) {
  async function loadOwned(repository: RemindersRepository, userId: string, eventId: string) {
    const found = isUuid(eventId) ? await repository.findEventFor(userId, eventId) : null;
    if (!found) throw notFound();
    if (found.event.created_by !== userId) throw new AppError('FORBIDDEN', reminderMessages.onlyOrganizer);
    return found;
  }

  async function viewOf(repository: RemindersRepository, eventId: string, now: Date): Promise<FollowUpView> {
    const [participants, followUp] = await Promise.all([
      repository.listParticipants(eventId),
      repository.findFollowUp(eventId),
    ]);
    const last = followUp?.last_nudged_at ?? null;
    const nextNudge = last ? new Date(last.getTime() + NUDGE_INTERVAL_MS) : null;
    return {
      not_answered: participants
        .filter((row) => row.status === 'pending')
        .map(({ person }) => ({ user_id: person.id, first_name: person.first_name, last_name: person.last_name })),
      accepted_count: participants.filter((row) => row.status === 'accepted').length,
      quorum: followUp?.quorum ?? null,
      next_nudge_at: nextNudge && nextNudge > now ? nextNudge.toISOString() : null,
    };
  }

  return {
    async view(userId: string, eventId: string): Promise<FollowUpView> {
      await loadOwned(stores.reminders, userId, eventId);
      return viewOf(stores.reminders, eventId, clock.now());
    },

    /** Nudges everyone still pending; the nudge counts as their automatic one too. */
    async nudge(userId: string, eventId: string): Promise<{ nudged: number; follow_up: FollowUpView }> {
      const now = clock.now();
      const nudged = await stores.transaction(async (tx, executor) => {
        const { event, status } = await loadOwned(tx.reminders, userId, eventId);
        const start = status === 'active' ? nextStart(event, now) : null;
        if (!start) throw new AppError('CONFLICT', reminderMessages.eventOver);
        const participants = await tx.reminders.listParticipants(eventId);
        const pending = participants.filter((row) => row.status === 'pending' && row.person.id !== userId);
        if (pending.length === 0) throw new AppError('CONFLICT', reminderMessages.nobodyToNudge);
        if (!(await tx.reminders.takeNudge(eventId, now, new Date(now.getTime() - NUDGE_INTERVAL_MS)))) {
          const last = (await tx.reminders.findFollowUp(eventId))?.last_nudged_at ?? now;
          const retryAfterSeconds = Math.max(1, Math.ceil((last.getTime() + NUDGE_INTERVAL_MS - now.getTime()) / 1000));
          throw new AppError('RATE_LIMITED', reminderMessages.nudgeTooSoon, { retryAfterSeconds });
        }
        const me = participants.find((row) => row.person.id === userId)?.person;
        const organizerName = me ? `${me.first_name} ${me.last_name}`.trim() : 'The organizer';
        for (const { person } of pending) {
          const item = notices.nudge(event, start, person, organizerName, now);
          // Once a day for the organizer, so not through the once-only ledger: the row is still
          // recorded, which spends the automatic nudge of whoever was nudged by hand.
          await tx.reminders.recordSent({ ...item, sentAt: now });
          await tx.notifications.createNotification(item.notification);
          if (item.queueMail) await item.queueMail(executor);
        }
        return pending.length;
      });
      return { nudged, follow_up: await viewOf(stores.reminders, eventId, now) };
    },

    /** A new number is told of anew once reached; null stops it. */
    async setQuorum(userId: string, eventId: string, quorum: number | null): Promise<FollowUpView> {
      const now = clock.now();
      await stores.transaction(async (tx) => {
        await loadOwned(tx.reminders, userId, eventId);
        const before = (await tx.reminders.findFollowUp(eventId))?.quorum ?? null;
        await tx.reminders.setQuorum(eventId, quorum, now);
        if (before !== quorum) await tx.reminders.forgetSent(eventId, 'quorum_reached');
      });
      return viewOf(stores.reminders, eventId, now);
    },
  };
}
