// A participant's answer to an invitation (behaviour.md §6): only the allowed moves, never the organizer's.
import { AppError } from '@hangtime/core/errors';
import { allowedRsvpTransitions, eventMessages, type ParticipantStatus } from '@hangtime/core/events/schemas';
import type { AppDeps } from '../../deps';
import { isUuid } from '../../lib/ids';
import { rsvpNotification } from './notices';
import { notFound } from './queries';
import type { EventStoresWithTransaction } from './stores';

export function createRsvp(deps: AppDeps, stores: EventStoresWithTransaction) {
  return {
    async answer(
      userId: string,
      eventId: string,
      status: Exclude<ParticipantStatus, 'pending'>,
    ): Promise<ParticipantStatus> {
      const now = deps.clock.now();
      return stores.transaction(async (tx) => {
        const event = isUuid(eventId) ? await tx.events.findForParticipant(userId, eventId) : null;
        if (!event) throw notFound();
        await tx.events.lockEvent(event.id);
        if (event.created_by === userId) throw new AppError('CONFLICT', eventMessages.ownerDoesNotRsvp);
        const me = (await tx.events.listParticipants([event.id])).find((row) => row.user_id === userId);
        if (!me) throw notFound();
        const from = me.status as ParticipantStatus;
        // Reconfirming after the organizer's change is an answer from tentative, and so allowed.
        if (!allowedRsvpTransitions[from].includes(status))
          throw new AppError('CONFLICT', eventMessages.rsvpNotAllowed(from, status));
        await tx.events.setParticipantStatus(event.id, userId, status, now);
        const person = await tx.events.findUser(userId);
        if (person) await tx.notifications.createNotification(rsvpNotification(event, person, status, now));
        return status;
      });
    },
  };
}
