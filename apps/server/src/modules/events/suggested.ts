// Suggested events (behaviour.md §8, "Suggestions"): an event in the `suggested` state that only its
// owner sees, until it is accepted (an ordinary event that invites), rejected or expired (deleted).
// The scheduling module keeps the plan beside it; `alongside` writes that in the same transaction.
import type { EventInput } from '@hangtime/core/events/schemas';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { Alongside } from './changes';
import { eventColumns } from './columns';
import type { EventStoresWithTransaction } from './stores';
import { createSuggestedEventsRepository } from './suggested-repository';

export function createSuggestedEvents(deps: Pick<AppDeps, 'clock'>, stores: EventStoresWithTransaction) {
  return {
    /** The suggestion, its owner its only participant (accepted); its id. */
    async create(ownerId: string, input: EventInput, timezone: string, alongside: Alongside): Promise<string> {
      const now = deps.clock.now();
      return stores.transaction(async (tx, executor) => {
        const event = await tx.events.insertEvent({
          ...eventColumns(input, timezone, now),
          created_by: ownerId,
          created_at: now,
          status: 'suggested',
          source: 'suggested',
        });
        await tx.events.addParticipants([
          {
            event_id: event.id,
            user_id: ownerId,
            role: 'owner',
            status: 'accepted',
            created_at: now,
            responded_at: now,
          },
        ]);
        await alongside(executor, event.id);
        return event.id;
      });
    },

    /** Deletes the owner's suggestion, and runs `alongside` when there was one to delete. */
    async remove(ownerId: string, eventId: string, alongside: Alongside): Promise<void> {
      await stores.transaction(async (tx, executor) => {
        if (await tx.suggested.delete(ownerId, eventId)) await alongside(executor, eventId);
      });
    },

    /**
     * Inside a transaction of this module (an accept's `alongside`): deletes these people's open
     * suggestions overlapping the span, withdrawn because a hangout then invites them; their ids.
     */
    withdrawOverlapping(executor: Executor, ownerIds: string[], span: { start: Date; end: Date }): Promise<string[]> {
      return createSuggestedEventsRepository(executor).deleteOverlappingOf(ownerIds, span, deps.clock.now());
    },

    /** Deletes the suggestions whose start has passed, and runs `alongside` on their ids; how many. */
    async removeStarted(alongside: (executor: Executor, eventIds: string[]) => Promise<void>): Promise<number> {
      const now = deps.clock.now();
      return stores.transaction(async (tx, executor) => {
        const ids = await tx.suggested.deleteStartedBy(now);
        await alongside(executor, ids);
        return ids.length;
      });
    },
  };
}
