// Suggested events' own writes (behaviour.md §8, "Suggestions"): the state changes of an event that
// only its owner sees until it is accepted, rejected or expired.
import { and, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { events } from '../../db/schema';

export function createSuggestedEventsRepository(db: Executor) {
  const ownSuggestion = (userId: string, eventId: string) =>
    and(eq(events.id, eventId), eq(events.created_by, userId), eq(events.status, 'suggested'));

  return {
    /** Makes the owner's suggestion an ordinary event; false when it was no longer a suggestion. */
    async activate(userId: string, eventId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(events)
        .set({ status: 'active', updated_at: now, sequence: sql`${events.sequence} + 1` })
        .where(ownSuggestion(userId, eventId))
        .returning({ id: events.id });
      return rows.length > 0;
    },

    /** Deletes the owner's suggestion; false when it was no longer one. */
    async delete(userId: string, eventId: string): Promise<boolean> {
      const rows = await db.delete(events).where(ownSuggestion(userId, eventId)).returning({ id: events.id });
      return rows.length > 0;
    },

    /** Deletes these owners' open suggestions overlapping [start, end); their ids. */
    async deleteOverlappingOf(ownerIds: string[], span: { start: Date; end: Date }, now: Date): Promise<string[]> {
      if (ownerIds.length === 0) return [];
      const rows = await db
        .delete(events)
        .where(
          and(
            inArray(events.created_by, ownerIds),
            eq(events.status, 'suggested'),
            gt(events.start_time, now),
            lt(events.start_time, span.end),
            gt(events.end_time, span.start),
          ),
        )
        .returning({ id: events.id });
      return rows.map((row) => row.id);
    },

    /** Deletes every suggestion whose start has passed; their ids. */
    async deleteStartedBy(now: Date): Promise<string[]> {
      const rows = await db
        .delete(events)
        .where(and(eq(events.status, 'suggested'), lte(events.start_time, now)))
        .returning({ id: events.id });
      return rows.map((row) => row.id);
    },
  };
}

export type SuggestedEventsRepository = ReturnType<typeof createSuggestedEventsRepository>;
