// Events, their participants and the categories: the only place that touches those tables (with
// summaries-repository.ts, the calendar's range read, and suggested-repository.ts).
import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { anyOfIds } from '../../db/any-of-ids';
import { isUuid } from '../../lib/ids';
import type { DatabaseKind, Db } from '../../db/client';
import { categories, eventParticipants, events, friendships, users } from '../../db/schema';
import { createSummaryReads } from './summaries-repository';

export type { EventSummaryRow, SummaryEventRow } from './summaries-repository';

export type EventRow = typeof events.$inferSelect;
export type NewEvent = Omit<typeof events.$inferInsert, 'id'>;
export type CategoryRow = typeof categories.$inferSelect;
export type ParticipantRow = {
  id: string;
  event_id: string;
  user_id: string;
  role: string;
  status: string;
  needs_reconfirm: boolean;
  created_at: Date;
  responded_at: Date | null;
  first_name: string;
  last_name: string;
  email: string;
};

const participantColumns = {
  id: eventParticipants.id,
  event_id: eventParticipants.event_id,
  user_id: eventParticipants.user_id,
  role: eventParticipants.role,
  status: eventParticipants.status,
  needs_reconfirm: eventParticipants.needs_reconfirm,
  created_at: eventParticipants.created_at,
  responded_at: eventParticipants.responded_at,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
};

/** The order participants are listed in: by when they were added. */
const participantOrder = [asc(eventParticipants.created_at), asc(eventParticipants.id)];

function prepareAwaitingAnswer(db: Db) {
  const now = sql<Date>`${sql.placeholder('now')}::timestamptz`;
  return db
    .select({ event: events })
    .from(events)
    .innerJoin(
      eventParticipants,
      and(eq(eventParticipants.event_id, events.id), eq(eventParticipants.user_id, sql.placeholder('userId'))),
    )
    .where(
      and(
        eq(events.status, 'active'),
        or(isNull(events.series_end), gt(events.series_end, now)),
        or(
          eq(eventParticipants.status, 'pending'),
          and(eq(eventParticipants.status, 'tentative'), eq(eventParticipants.needs_reconfirm, true)),
        ),
      ),
    )
    .orderBy(asc(events.start_time))
    .prepare('events_awaiting_answer');
}

/**
 * Everyone on the events, with names and whether each is the viewer's friend (whose email the
 * viewer may see): what an event's details, the invitations and the bell show. One statement for
 * what were two, prepared once by name (the bell and the invitations list read it on every call).
 */
function prepareParticipantsSeenBy(db: Db) {
  return db
    .select({
      ...participantColumns,
      is_friend: sql<boolean>`EXISTS (SELECT 1 FROM ${friendships} WHERE ${friendships.user_id} = ${sql.placeholder('viewerId')}::uuid AND ${friendships.friend_id} = ${eventParticipants.user_id})`,
    })
    .from(eventParticipants)
    .innerJoin(users, eq(users.id, eventParticipants.user_id))
    .where(sql`${eventParticipants.event_id} = ANY(${sql.placeholder('eventIds')}::uuid[])`)
    .orderBy(...participantOrder)
    .prepare('event_participants_seen_by');
}

export type ParticipantSeenRow = ParticipantRow & { is_friend: boolean };

/**
 * The categories are the migrations' own rows, never written while the app runs: read once an app,
 * not once a request (the bell, an event's details and every change read them), through whichever
 * handle asks first. One cache serves the app's repository and those it binds to a transaction
 * (stores.ts): each change checks its category inside one. (Reading on the app's handle from
 * inside a transaction would wait for that transaction on PGlite's one connection.)
 */
export function createCategoriesCache() {
  let categoriesRead: Promise<CategoryRow[]> | undefined;
  return {
    read(db: Db): Promise<CategoryRow[]> {
      categoriesRead ??= db
        .select()
        .from(categories)
        .orderBy(asc(categories.id))
        .catch((error: unknown) => {
          categoriesRead = undefined;
          throw error;
        });
      return categoriesRead;
    },
  };
}
export type CategoriesCache = ReturnType<typeof createCategoriesCache>;

/** A person as an event's bell rows and mail name them. */
export type PersonRow = { id: string; first_name: string; last_name: string; email: string; timezone: string };

export function createEventsRepository(
  db: Db,
  kind: DatabaseKind,
  categoriesCache: CategoriesCache = createCategoriesCache(),
) {
  let awaitingAnswer: ReturnType<typeof prepareAwaitingAnswer> | undefined;
  let participantsSeenBy: ReturnType<typeof prepareParticipantsSeenBy> | undefined;
  return {
    listCategories: (): Promise<CategoryRow[]> => categoriesCache.read(db),

    ...createSummaryReads(db, kind),

    /**
     * Events where the user is pending, or tentative after an organizer's change, that can still
     * happen. The bell and the invitations list read it on every call: prepared once, by name.
     */
    async listAwaitingAnswer(userId: string, now: Date): Promise<EventRow[]> {
      awaitingAnswer ??= prepareAwaitingAnswer(db);
      const rows = await awaitingAnswer.execute({ userId, now: now.toISOString() });
      return rows.map((row) => row.event);
    },

    /** The event, when the user takes part in it; null otherwise (not theirs looks like not there). */
    async findForParticipant(
      userId: string,
      eventId: string,
      status: 'active' | 'suggested' = 'active',
    ): Promise<EventRow | null> {
      const [row] = await db
        .select({ event: events })
        .from(events)
        .innerJoin(
          eventParticipants,
          and(eq(eventParticipants.event_id, events.id), eq(eventParticipants.user_id, userId)),
        )
        .where(and(eq(events.id, eventId), eq(events.status, status)));
      return row?.event ?? null;
    },

    /** Everyone on these events, with names, in one query. */
    async listParticipants(eventIds: string[]): Promise<ParticipantRow[]> {
      if (eventIds.length === 0) return [];
      return db
        .select(participantColumns)
        .from(eventParticipants)
        .innerJoin(users, eq(users.id, eventParticipants.user_id))
        .where(anyOfIds(eventParticipants.event_id, eventIds))
        .orderBy(...participantOrder);
    },

    /** Everyone on these events as `viewerId` sees them: with names, and which are the viewer's friends. */
    async listParticipantsSeenBy(viewerId: string, eventIds: string[]): Promise<ParticipantSeenRow[]> {
      if (eventIds.length === 0) return [];
      participantsSeenBy ??= prepareParticipantsSeenBy(db);
      return participantsSeenBy.execute({ viewerId, eventIds: `{${eventIds.filter(isUuid).join(',')}}` });
    },

    /** Which of `ids` are `userId`'s friends. */
    async filterFriends(userId: string, ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: friendships.friend_id })
        .from(friendships)
        .where(and(eq(friendships.user_id, userId), anyOfIds(friendships.friend_id, ids)));
      return rows.map((row) => row.id);
    },

    async insertEvent(event: NewEvent): Promise<EventRow> {
      const [row] = await db.insert(events).values(event).returning();
      return row!;
    },

    /** Every change counts as a new version of the event for calendar apps (RFC 5545 SEQUENCE), in the same statement. */
    async updateEvent(eventId: string, changes: Partial<NewEvent>): Promise<void> {
      await db
        .update(events)
        .set({ ...changes, sequence: sql`${events.sequence} + 1` })
        .where(eq(events.id, eventId));
    },

    async deleteEvent(eventId: string): Promise<void> {
      await db.delete(events).where(eq(events.id, eventId));
    },

    async addParticipants(
      rows: {
        event_id: string;
        user_id: string;
        role: string;
        status: string;
        created_at: Date;
        responded_at?: Date | null;
      }[],
    ) {
      if (rows.length > 0) await db.insert(eventParticipants).values(rows).onConflictDoNothing();
    },

    async removeParticipants(eventId: string, userIds: string[]): Promise<void> {
      if (userIds.length === 0) return;
      await db
        .delete(eventParticipants)
        .where(and(eq(eventParticipants.event_id, eventId), anyOfIds(eventParticipants.user_id, userIds)));
    },

    async setParticipantStatus(
      eventId: string,
      userId: string,
      status: string,
      now: Date,
      role?: string,
    ): Promise<void> {
      await db
        .update(eventParticipants)
        .set({ status, needs_reconfirm: false, responded_at: now, ...(role && { role }) })
        .where(and(eq(eventParticipants.event_id, eventId), eq(eventParticipants.user_id, userId)));
    },

    /**
     * The organizer's change: everyone who had said they would come (accepted) or might (tentative)
     * becomes tentative and is asked to reconfirm. Returns who.
     */
    async askToReconfirm(eventId: string, ownerId: string): Promise<string[]> {
      const rows = await db
        .update(eventParticipants)
        .set({ status: 'tentative', needs_reconfirm: true })
        .where(
          and(
            eq(eventParticipants.event_id, eventId),
            ne(eventParticipants.user_id, ownerId),
            inArray(eventParticipants.status, ['accepted', 'tentative']),
          ),
        )
        .returning({ user_id: eventParticipants.user_id });
      return rows.map((row) => row.user_id);
    },

    /** Locks the event's row for a change, so two changes to one event take turns. */
    async lockEvent(eventId: string): Promise<void> {
      await db.execute(sql`SELECT id FROM events WHERE id = ${eventId} FOR UPDATE`);
    },

    async findUser(userId: string): Promise<PersonRow | null> {
      const [user] = await db
        .select({
          id: users.id,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
          timezone: users.timezone,
        })
        .from(users)
        .where(eq(users.id, userId));
      return user ?? null;
    },

    async findUsers(userIds: string[]): Promise<PersonRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select({
          id: users.id,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
          timezone: users.timezone,
        })
        .from(users)
        .where(anyOfIds(users.id, userIds));
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
