// Suggested events (behaviour.md §8, "Suggestions"): who may get one, the suggestion's own rows,
// the times a person rejected, and the expiry.
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { eventParticipants, events, eventSuggestions, notifications, rejectedSuggestionSlots, users } from '../../db/schema';
import type { NewEvent } from '../events/repository';

/** The onboarding goals (spec: 3 friends, 10 rated preferences), checked where the data lives. */
const GOAL_FRIENDS = 3;
const GOAL_RATINGS = 10;

export function createSuggestionsRepository(db: Db) {
  return {
    /**
     * People the weekly job plans for: suggestions on, verified, at least 3 friends and 10 ratings,
     * a window at all (a window with no time in the next two weeks yields no plan anyway), and no
     * open suggestion already waiting for them.
     */
    async listEligibleUserIds(now: Date): Promise<string[]> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`SELECT u.id FROM users u
            WHERE u.suggestions_enabled AND u.email_verified
              AND (SELECT count(*) FROM friendships f WHERE f.user_id = u.id) >= ${GOAL_FRIENDS}
              AND (SELECT count(*) FROM user_preferences p WHERE p.user_id = u.id) >= ${GOAL_RATINGS}
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

    /** The suggested event, its owner as its only participant, the plan's invitees and the bell's row: all or nothing. */
    async insertSuggestion(event: NewEvent, inviteeIds: string[], notice: { title: string; message: string }, now: Date): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(events).values({ ...event, status: 'suggested', source: 'suggested' }).returning({ id: events.id });
        const eventId = row!.id;
        await tx.insert(eventParticipants).values({ event_id: eventId, user_id: event.created_by, role: 'owner', status: 'accepted', created_at: now, responded_at: now });
        await tx.insert(eventSuggestions).values({ event_id: eventId, user_id: event.created_by, invitee_ids: inviteeIds, created_at: now });
        await tx.insert(notifications).values({
          user_id: event.created_by,
          type: 'hangout_suggested',
          title: notice.title,
          message: notice.message,
          data: { event_id: eventId, start_time: event.start_time.toISOString() },
          created_at: now,
        });
        return eventId;
      });
    },

    /** The open suggestion of this owner: its invitees, and its time; null when there is none. */
    async findOpen(userId: string, eventId: string, now: Date) {
      const [row] = await db
        .select({ invitee_ids: eventSuggestions.invitee_ids, start_time: events.start_time, end_time: events.end_time })
        .from(eventSuggestions)
        .innerJoin(events, eq(events.id, eventSuggestions.event_id))
        .where(and(eq(eventSuggestions.event_id, eventId), eq(events.created_by, userId), eq(events.status, 'suggested'), gt(events.start_time, now)));
      return row ?? null;
    },

    async listPeople(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
        .from(users)
        .where(inArray(users.id, ids));
    },

    /** Turns the suggestion into an ordinary event of its owner; false when it was no longer open. */
    async activate(userId: string, eventId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(events)
        .set({ status: 'active', updated_at: now })
        .where(and(eq(events.id, eventId), eq(events.created_by, userId), eq(events.status, 'suggested')))
        .returning({ id: events.id });
      if (rows.length === 0) return false;
      await db.delete(eventSuggestions).where(eq(eventSuggestions.event_id, eventId));
      await deleteNotices(db, eventId);
      return true;
    },

    /** Deletes the suggestion and remembers its time, so it is not proposed again. */
    async reject(userId: string, eventId: string, slot: { start: Date; end: Date }, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(rejectedSuggestionSlots)
          .values({ user_id: userId, start_time: slot.start, end_time: slot.end, rejected_at: now })
          .onConflictDoNothing();
        await tx.delete(events).where(and(eq(events.id, eventId), eq(events.created_by, userId), eq(events.status, 'suggested')));
        await deleteNotices(tx as unknown as Db, eventId);
      });
    },

    /** Suggestions whose start has passed, with their bell rows; rejected times that are over. */
    async deleteExpired(now: Date): Promise<number> {
      const expired = await db
        .delete(events)
        .where(and(eq(events.status, 'suggested'), lte(events.start_time, now)))
        .returning({ id: events.id });
      for (const { id } of expired) await deleteNotices(db, id);
      await db.delete(rejectedSuggestionSlots).where(lte(rejectedSuggestionSlots.end_time, now));
      return expired.length;
    },
  };
}

/** The bell's "a hangout was suggested" row points at the event: it goes with it. */
async function deleteNotices(db: Db, eventId: string) {
  await db.delete(notifications).where(and(eq(notifications.type, 'hangout_suggested'), sql`${notifications.data}->>'event_id' = ${eventId}`));
}

export type SuggestionsRepository = ReturnType<typeof createSuggestionsRepository>;
