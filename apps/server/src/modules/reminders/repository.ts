// The reminders module's tables (the sent ledger, the organizer's follow-ups, the mail switch) and
// its read model over events, participants and people: the only file of the module on Drizzle.
import { and, asc, eq, exists, gt, isNull, lte, ne, not, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  categories,
  eventFollowUps,
  eventParticipants,
  events,
  reminderSettings,
  remindersSent,
  users,
} from '../../db/schema';

export type SentKind = 'reminder_24h' | 'reminder_1h' | 'nudge' | 'everyone_answered' | 'quorum_reached';

/** What a reminder or notice says of the event, and what the recurrence engine needs of it. */
const eventFields = {
  id: events.id,
  title: events.title,
  created_by: events.created_by,
  start_time: events.start_time,
  end_time: events.end_time,
  timezone: events.timezone,
  all_day: events.all_day,
  is_recurring: events.is_recurring,
  recurring_pattern: events.recurring_pattern,
  location: events.location,
  location_address: events.location_address,
  latitude: events.latitude,
  longitude: events.longitude,
};
export type ReminderEvent = {
  [Key in keyof typeof eventFields]: (typeof events.$inferSelect)[Key];
};

const person = alias(users, 'person');
const organizer = alias(users, 'organizer');
type PersonColumns = Pick<typeof users, 'id' | 'first_name' | 'email' | 'timezone'>;
/** A recipient's columns; the mail switch comes from the reminder_settings row joined on them. */
const recipientOf = (table: PersonColumns) => ({
  id: table.id,
  first_name: table.first_name,
  email: table.email,
  timezone: table.timezone,
  emails_enabled: sql<boolean>`COALESCE(${reminderSettings.emails_enabled}, true)`,
});
const personFields = recipientOf(person as unknown as PersonColumns);
const organizerFields = recipientOf(organizer as unknown as PersonColumns);
export type Recipient = { id: string; first_name: string; email: string; timezone: string; emails_enabled: boolean };

/** Another participant row of the same event, in the subqueries below (`other`). */
const others = sql`${eventParticipants} AS other WHERE other.event_id = ${events.id}`;
/** A hangout: an event of a shared category with someone besides the organizer on it. */
const isHangout = and(
  eq(events.status, 'active'),
  not(categories.is_personal),
  exists(sql`(SELECT 1 FROM ${others} AND other.user_id <> ${events.created_by})`),
);
/** An occurrence of it may still start after `now`. */
const mayStartAfter = (now: Date) =>
  and(or(isNull(events.series_end), gt(events.series_end, now)), or(events.is_recurring, gt(events.start_time, now)));

const sentAlready = (kind: SentKind, userId: AnyPgColumn) =>
  exists(
    sql`(SELECT 1 FROM ${remindersSent} WHERE ${remindersSent.event_id} = ${events.id} AND ${remindersSent.user_id} = ${userId} AND ${remindersSent.kind} = ${kind} AND ${remindersSent.occurrence_start} IS NULL)`,
  );

const countWhere = (status: string) => sql<number>`(SELECT count(*)::int FROM ${others} AND other.status = ${status})`;

export function createRemindersRepository(db: Executor) {
  return {
    /** Who accepted a hangout that starts (or may, for a series) by `until`, with their answer's time. */
    async listAcceptedBefore(now: Date, until: Date) {
      return db
        .select({ event: eventFields, person: personFields, responded_at: eventParticipants.responded_at })
        .from(eventParticipants)
        .innerJoin(events, eq(events.id, eventParticipants.event_id))
        .innerJoin(categories, eq(categories.id, events.category_id))
        .innerJoin(person, eq(person.id, eventParticipants.user_id))
        .leftJoin(reminderSettings, eq(reminderSettings.user_id, eventParticipants.user_id))
        .where(
          and(eq(eventParticipants.status, 'accepted'), isHangout, mayStartAfter(now), lte(events.start_time, until)),
        );
    },

    /**
     * Invitees still pending and not nudged yet, with when they were invited. A one-off's nudge is
     * due here already (24 hours, or halfway to the start); a series' is judged by its next occurrence.
     */
    async listPendingNotNudged(now: Date) {
      const nowParam = sql`${now.toISOString()}::timestamptz`;
      return db
        .select({
          event: eventFields,
          person: personFields,
          invited_at: eventParticipants.created_at,
          organizer: { first_name: organizer.first_name, last_name: organizer.last_name },
        })
        .from(eventParticipants)
        .innerJoin(events, eq(events.id, eventParticipants.event_id))
        .innerJoin(categories, eq(categories.id, events.category_id))
        .innerJoin(person, eq(person.id, eventParticipants.user_id))
        .innerJoin(organizer, eq(organizer.id, events.created_by))
        .leftJoin(reminderSettings, eq(reminderSettings.user_id, eventParticipants.user_id))
        .where(
          and(
            eq(eventParticipants.status, 'pending'),
            ne(eventParticipants.user_id, events.created_by),
            isHangout,
            mayStartAfter(now),
            not(sentAlready('nudge', eventParticipants.user_id)),
            or(
              events.is_recurring,
              sql`${eventParticipants.created_at} + LEAST(interval '24 hours', (${events.start_time} - ${eventParticipants.created_at}) / 2) <= ${nowParam}`,
            ),
          ),
        );
    },

    /** Hangouts whose invitees have all answered, the organizer not yet told; with the answers counted. */
    async listAllAnsweredUntold(now: Date) {
      return db
        .select({
          event: eventFields,
          person: organizerFields,
          accepted: countWhere('accepted'),
          tentative: countWhere('tentative'),
          declined: countWhere('declined'),
        })
        .from(events)
        .innerJoin(categories, eq(categories.id, events.category_id))
        .innerJoin(organizer, eq(organizer.id, events.created_by))
        .leftJoin(reminderSettings, eq(reminderSettings.user_id, events.created_by))
        .where(
          and(
            isHangout,
            mayStartAfter(now),
            not(exists(sql`(SELECT 1 FROM ${others} AND other.status = 'pending')`)),
            not(sentAlready('everyone_answered', events.created_by)),
          ),
        );
    },

    /** Hangouts with a quorum that enough people accepted, the organizer not yet told. */
    async listQuorumReachedUntold(now: Date) {
      return db
        .select({
          event: eventFields,
          person: organizerFields,
          quorum: sql<number>`${eventFollowUps.quorum}`,
        })
        .from(eventFollowUps)
        .innerJoin(events, eq(events.id, eventFollowUps.event_id))
        .innerJoin(categories, eq(categories.id, events.category_id))
        .innerJoin(organizer, eq(organizer.id, events.created_by))
        .leftJoin(reminderSettings, eq(reminderSettings.user_id, events.created_by))
        .where(
          and(
            isHangout,
            mayStartAfter(now),
            sql`${countWhere('accepted')} >= ${eventFollowUps.quorum}`,
            not(sentAlready('quorum_reached', events.created_by)),
          ),
        );
    },

    /**
     * The guard of exactly once: true when this call recorded the send, false when it was recorded
     * already (by another instance, or an earlier run of a retried job).
     */
    async recordSent(row: {
      eventId: string;
      occurrenceStart: Date | null;
      userId: string;
      kind: SentKind;
      sentAt: Date;
    }): Promise<boolean> {
      const inserted = await db
        .insert(remindersSent)
        .values({
          event_id: row.eventId,
          occurrence_start: row.occurrenceStart,
          user_id: row.userId,
          kind: row.kind,
          sent_at: row.sentAt,
        })
        .onConflictDoNothing()
        .returning({ id: remindersSent.id });
      return inserted.length > 0;
    },

    /** A new quorum is told of anew. */
    async forgetSent(eventId: string, kind: SentKind): Promise<void> {
      await db.delete(remindersSent).where(and(eq(remindersSent.event_id, eventId), eq(remindersSent.kind, kind)));
    },

    /** The event as one person sees it from here: their role, or null when they are not on it. */
    async findEventFor(userId: string, eventId: string) {
      const [row] = await db
        .select({ event: eventFields, status: events.status, series_end: events.series_end })
        .from(events)
        .innerJoin(eventParticipants, eq(eventParticipants.event_id, events.id))
        .where(and(eq(events.id, eventId), eq(eventParticipants.user_id, userId)));
      return row ?? null;
    },

    /** Who is on the event with their answer, names and mail settings, in invitation order. */
    async listParticipants(eventId: string) {
      return db
        .select({ person: { ...personFields, last_name: person.last_name }, status: eventParticipants.status })
        .from(eventParticipants)
        .innerJoin(person, eq(person.id, eventParticipants.user_id))
        .leftJoin(reminderSettings, eq(reminderSettings.user_id, eventParticipants.user_id))
        .where(eq(eventParticipants.event_id, eventId))
        .orderBy(asc(eventParticipants.created_at), asc(person.first_name));
    },

    async findFollowUp(eventId: string) {
      const [row] = await db.select().from(eventFollowUps).where(eq(eventFollowUps.event_id, eventId));
      return row ?? null;
    },

    /** Takes the day's nudge: true when the last one was at least `interval` ago (or never), atomically. */
    async takeNudge(eventId: string, now: Date, notBefore: Date): Promise<boolean> {
      const rows = await db
        .insert(eventFollowUps)
        .values({ event_id: eventId, last_nudged_at: now, updated_at: now })
        .onConflictDoUpdate({
          target: eventFollowUps.event_id,
          set: { last_nudged_at: now, updated_at: now },
          setWhere: or(isNull(eventFollowUps.last_nudged_at), lte(eventFollowUps.last_nudged_at, notBefore)),
        })
        .returning({ event_id: eventFollowUps.event_id });
      return rows.length > 0;
    },

    async setQuorum(eventId: string, quorum: number | null, now: Date): Promise<void> {
      await db
        .insert(eventFollowUps)
        .values({ event_id: eventId, quorum, updated_at: now })
        .onConflictDoUpdate({ target: eventFollowUps.event_id, set: { quorum, updated_at: now } });
    },

    async findEmailsEnabled(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ enabled: reminderSettings.emails_enabled })
        .from(reminderSettings)
        .where(eq(reminderSettings.user_id, userId));
      return row?.enabled ?? true;
    },

    async setEmailsEnabled(userId: string, enabled: boolean, now: Date): Promise<void> {
      await db
        .insert(reminderSettings)
        .values({ user_id: userId, emails_enabled: enabled, updated_at: now })
        .onConflictDoUpdate({ target: reminderSettings.user_id, set: { emails_enabled: enabled, updated_at: now } });
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
