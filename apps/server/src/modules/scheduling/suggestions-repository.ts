// Suggestions (behaviour.md §8): who may get one, each suggestion's plan (the event itself is the
// events module's), and the times a person rejected. Reads other modules' tables, never writes them.
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { ONBOARDING_GOALS } from '@hangtime/core/onboarding/goals';
import { queryRows, type Executor } from '../../db/client';
import { events, eventSuggestions, rejectedSuggestionSlots, users } from '../../db/schema';

export function createSuggestionsRepository(db: Executor) {
  return {
    /**
     * People the weekly job plans for: suggestions on, verified, the onboarding goals' friends and
     * ratings (checked here, where the data lives), a window at all (a window with no time in the next two weeks yields no plan anyway), and no
     * open suggestion already waiting for them.
     */
    async listEligibleUserIds(now: Date): Promise<string[]> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`SELECT u.id FROM users u
            WHERE u.suggestions_enabled AND u.email_verified
              AND (SELECT count(*) FROM friendships f WHERE f.user_id = u.id) >= ${ONBOARDING_GOALS.friends}
              AND (SELECT count(*) FROM user_preferences p WHERE p.user_id = u.id) >= ${ONBOARDING_GOALS.ratedPreferences}
              AND EXISTS (SELECT 1 FROM availability_windows w WHERE w.user_id = u.id)
              AND NOT EXISTS (SELECT 1 FROM events e WHERE e.created_by = u.id AND e.status = 'suggested' AND e.start_time > ${now.toISOString()}::timestamptz)
            ORDER BY u.id`,
      );
      return rows.map((row) => row.id);
    },

    async listRejectedSlots(userId: string): Promise<{ start: number; end: number }[]> {
      const rows = await db
        .select({ start: rejectedSuggestionSlots.start_time, end: rejectedSuggestionSlots.end_time })
        .from(rejectedSuggestionSlots)
        .where(eq(rejectedSuggestionSlots.user_id, userId));
      return rows.map((row) => ({ start: row.start.getTime(), end: row.end.getTime() }));
    },

    /** The plan beside a new suggested event: whom accepting it invites. */
    async insertPlan(eventId: string, userId: string, inviteeIds: string[], now: Date): Promise<void> {
      await db
        .insert(eventSuggestions)
        .values({ event_id: eventId, user_id: userId, invitee_ids: inviteeIds, created_at: now });
    },

    /** The open suggestion of this owner: its invitees, and its time; null when there is none. */
    async findOpen(userId: string, eventId: string, now: Date) {
      const [row] = await db
        .select({ invitee_ids: eventSuggestions.invitee_ids, start_time: events.start_time, end_time: events.end_time })
        .from(eventSuggestions)
        .innerJoin(events, eq(events.id, eventSuggestions.event_id))
        .where(
          and(
            eq(eventSuggestions.event_id, eventId),
            eq(events.created_by, userId),
            eq(events.status, 'suggested'),
            gt(events.start_time, now),
          ),
        );
      return row ?? null;
    },

    async listPeople(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
        .from(users)
        .where(inArray(users.id, ids));
    },

    /** The plan of an accepted suggestion: it is an ordinary event now. */
    async deletePlan(eventId: string): Promise<void> {
      await db.delete(eventSuggestions).where(eq(eventSuggestions.event_id, eventId));
    },

    /** A rejected suggestion's time, so it is not proposed again. */
    async rememberRejected(userId: string, slot: { start: Date; end: Date }, now: Date): Promise<void> {
      await db
        .insert(rejectedSuggestionSlots)
        .values({ user_id: userId, start_time: slot.start, end_time: slot.end, rejected_at: now })
        .onConflictDoNothing();
    },

    /** Rejected times that are over. */
    async forgetRejectedBefore(now: Date): Promise<void> {
      await db.delete(rejectedSuggestionSlots).where(lte(rejectedSuggestionSlots.end_time, now));
    },
  };
}

export type SuggestionsRepository = ReturnType<typeof createSuggestionsRepository>;
