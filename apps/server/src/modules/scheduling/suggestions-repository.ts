// Suggestions (behaviour.md §8): who may get one, each suggestion's plan (the event itself is the
// events module's), and the times a person rejected. Reads other modules' tables, never writes them.
import { and, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { ONBOARDING_GOALS } from '@hangtime/core/onboarding/goals';
import { queryRows, type Executor } from '../../db/client';
import { eventParticipants, events, eventSuggestions, rejectedSuggestionSlots, users } from '../../db/schema';
import { eventTimeColumns } from './repository';

/** An open suggestion: whose it is, whom it would invite, and when. */
export type OpenSuggestion = { event_id: string; owner_id: string; invitee_ids: string[]; start: Date; end: Date };

export function createSuggestionsRepository(db: Executor) {
  return {
    /**
     * People the weekly job plans for: suggestions on, verified, the onboarding goals' friends and
     * ratings (checked here, where the data lives), a window at all (a window with no time in the next two weeks yields no plan anyway), and no
     * open suggestion already waiting for them.
     */
    async listEligibleUserIds(now: Date, among?: string[]): Promise<string[]> {
      if (among?.length === 0) return [];
      const only = among ? sql`u.id IN (${sql.join(among, sql`, `)}) AND` : sql``;
      const rows = await queryRows<{ id: string }>(
        db,
        sql`SELECT u.id FROM users u
            WHERE ${only} u.suggestions_enabled AND u.email_verified
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

    /**
     * The events the person is invited to and has not declined, as the engine's rows (a series
     * repeats): pending invitations are not busy time, but a suggestion must not clash with them.
     */
    async listInvitations(userId: string, from: Date, to: Date) {
      return db
        .select(eventTimeColumns)
        .from(eventParticipants)
        .innerJoin(events, eq(events.id, eventParticipants.event_id))
        .where(
          and(
            eq(eventParticipants.user_id, userId),
            eq(eventParticipants.role, 'participant'),
            ne(eventParticipants.status, 'declined'),
            eq(events.status, 'active'),
            lt(events.start_time, to),
            or(isNull(events.series_end), gt(events.series_end, from)),
          ),
        );
    },

    /** The times of other people's open suggestions that plan to invite this person. */
    async listPlannedFor(userId: string, now: Date): Promise<{ start: number; end: number }[]> {
      const rows = await db
        .select({ start: events.start_time, end: events.end_time })
        .from(eventSuggestions)
        .innerJoin(events, eq(events.id, eventSuggestions.event_id))
        .where(
          and(
            eq(events.status, 'suggested'),
            gt(events.start_time, now),
            sql`${eventSuggestions.invitee_ids} @> ${JSON.stringify([userId])}::jsonb`,
          ),
        );
      return rows.map((row) => ({ start: row.start.getTime(), end: row.end.getTime() }));
    },

    /**
     * The people in the order they should organize (behaviour.md §8, "Suggestions"): who organized
     * a hangout least recently first (never is earliest), then by id. Organizing is making an event
     * that invites someone, or being proposed a suggestion (open, accepted or rejected).
     */
    async orderByFairness(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await queryRows<{ id: string }>(
        db,
        sql`SELECT u.id FROM users u
            WHERE u.id IN (${sql.join(ids, sql`, `)})
            ORDER BY GREATEST(
              (SELECT max(e.created_at) FROM events e
                WHERE e.created_by = u.id
                  AND (e.status = 'suggested'
                    OR EXISTS (SELECT 1 FROM event_participants p WHERE p.event_id = e.id AND p.user_id <> u.id))),
              (SELECT max(r.rejected_at) FROM rejected_suggestion_slots r WHERE r.user_id = u.id)
            ) ASC NULLS FIRST, u.id ASC`,
      );
      return rows.map((row) => row.id);
    },

    /**
     * Makes proposals take turns until the transaction ends: the check for a clashing suggestion
     * and the insert after it are one step for every job, on every instance.
     */
    async lockProposals(): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('hangout-suggestions'))`);
    },

    /** Whether the person has an open suggestion besides `except` (a retried job made it already). */
    async hasOpen(userId: string, now: Date, except: string): Promise<boolean> {
      const [row] = await db
        .select({ id: events.id })
        .from(events)
        .where(
          and(
            eq(events.created_by, userId),
            eq(events.status, 'suggested'),
            gt(events.start_time, now),
            ne(events.id, except),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Open suggestions but `except` whose organizer or planned invitees include any of these people. */
    async listOpenSharing(memberIds: string[], now: Date, except: string): Promise<OpenSuggestion[]> {
      const members = sql`ARRAY[${sql.join(memberIds, sql`, `)}]::text[]`;
      return db
        .select({
          event_id: eventSuggestions.event_id,
          owner_id: eventSuggestions.user_id,
          invitee_ids: eventSuggestions.invitee_ids,
          start: events.start_time,
          end: events.end_time,
        })
        .from(eventSuggestions)
        .innerJoin(events, eq(events.id, eventSuggestions.event_id))
        .where(
          and(
            eq(events.status, 'suggested'),
            gt(events.start_time, now),
            ne(events.id, except),
            or(inArray(eventSuggestions.user_id, memberIds), sql`${eventSuggestions.invitee_ids} ?| ${members}`),
          ),
        );
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
