// Events, their participants and the categories: the only place that touches those tables.
import { and, asc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { queryManyRows, type DatabaseKind, type Db } from '../../db/client';
import { categories, eventParticipants, events, friendships, users } from '../../db/schema';

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

/** The event's columns a summary shows or places in a range by. */
export type SummaryEventRow = Omit<EventRow, 'series_end' | 'updated_at'>;

/** An event in a range read, with the reader's part in it (repository.listSummariesForUserBetween). */
export type EventSummaryRow = {
  event: SummaryEventRow;
  status: string;
  needs_reconfirm: boolean;
  creator_first_name: string;
  creator_last_name: string;
  awaiting_others: boolean;
  category: { id: number; name: string; color: string };
};

/** A row of the range read's SQL, as both drivers return it. */
type RawSummary = Omit<SummaryEventRow, 'start_time' | 'end_time' | 'created_at'> & {
  start_ms: number;
  end_ms: number;
  created_ms: number;
  my_status: string;
  my_needs_reconfirm: boolean;
  creator_first_name: string;
  creator_last_name: string;
  category_name: string;
  category_color: string;
  awaiting_others: boolean;
};

/** Instants as epoch milliseconds: a number both drivers return alike, cheaper to read than a timestamp. */
const epochMs = (column: SQL) => sql`floor(extract(epoch FROM ${column}) * 1000)::float8`;

/** What the range read selects, over `mine` (the reader's participation), `e`, `organizer` and `c`. */
function summaryColumns(readerId: string): { [Name in keyof RawSummary]: SQL } {
  return {
    id: sql`e.id`,
    created_by: sql`e.created_by`,
    title: sql`e.title`,
    description: sql`e.description`,
    all_day: sql`e.all_day`,
    timezone: sql`e.timezone`,
    location: sql`e.location`,
    location_address: sql`e.location_address`,
    latitude: sql`e.latitude`,
    longitude: sql`e.longitude`,
    category_id: sql`e.category_id`,
    activity_category_id: sql`e.activity_category_id`,
    activity_subcategory_id: sql`e.activity_subcategory_id`,
    is_recurring: sql`e.is_recurring`,
    recurring_pattern: sql`e.recurring_pattern`,
    source: sql`e.source`,
    status: sql`e.status`,
    start_ms: epochMs(sql`e.start_time`),
    end_ms: epochMs(sql`e.end_time`),
    created_ms: epochMs(sql`e.created_at`),
    my_status: sql`mine.status`,
    my_needs_reconfirm: sql`mine.needs_reconfirm`,
    creator_first_name: sql`organizer.first_name`,
    creator_last_name: sql`organizer.last_name`,
    category_name: sql`c.name`,
    category_color: sql`c.color`,
    // An aggregate without GROUP BY gives one row, kept by HAVING only when there are other
    // participants (bool_and of none is null) and none of them accepted.
    awaiting_others: sql`(e.created_by = ${readerId} AND EXISTS (
      SELECT 1 FROM event_participants others
      WHERE others.event_id = e.id AND others.user_id <> e.created_by
      HAVING bool_and(others.status <> 'accepted')))`,
  };
}

/** Field by field: spreading the raw object costs more than the rest of the mapping together. */
function toSummaryRow(raw: RawSummary): EventSummaryRow {
  return {
    event: {
      id: raw.id,
      created_by: raw.created_by,
      title: raw.title,
      description: raw.description,
      start_time: new Date(raw.start_ms),
      end_time: new Date(raw.end_ms),
      all_day: raw.all_day,
      timezone: raw.timezone,
      location: raw.location,
      location_address: raw.location_address,
      latitude: raw.latitude,
      longitude: raw.longitude,
      category_id: raw.category_id,
      activity_category_id: raw.activity_category_id,
      activity_subcategory_id: raw.activity_subcategory_id,
      is_recurring: raw.is_recurring,
      recurring_pattern: raw.recurring_pattern,
      source: raw.source,
      status: raw.status,
      created_at: new Date(raw.created_ms),
    },
    status: raw.my_status,
    needs_reconfirm: raw.my_needs_reconfirm,
    creator_first_name: raw.creator_first_name,
    creator_last_name: raw.creator_last_name,
    awaiting_others: raw.awaiting_others,
    category: { id: raw.category_id, name: raw.category_name, color: raw.category_color },
  };
}

/** The order participants are listed in: by when they were added. */
const participantOrder = [asc(eventParticipants.created_at), asc(eventParticipants.id)];

export function createEventsRepository(db: Db, kind: DatabaseKind) {
  return {
    async listCategories(): Promise<CategoryRow[]> {
      return db.select().from(categories).orderBy(asc(categories.id));
    },

    /**
     * Active (and, for their owner alone, suggested) events the user takes part in (any status) that may have an instance in [from, to),
     * with what a summary shows beside the event: the user's own answer, the organizer's name, the
     * category, and whether the user organizes it with nobody else accepted yet. One query whatever
     * the number of events, starting from the user's own participations (an index).
     *
     * Written as SQL and read with queryManyRows: a month holds hundreds of events, and drizzle's
     * field-by-field mapping of them cost half of the whole request.
     */
    async listSummariesForUserBetween(userId: string, from: Date, to: Date): Promise<EventSummaryRow[]> {
      const rows = await queryManyRows<RawSummary>(db, kind, summaryColumns(userId), sql`
        FROM event_participants mine
        JOIN events e ON e.id = mine.event_id AND e.status IN ('active', 'suggested')
          AND e.start_time < ${to.toISOString()}::timestamptz
          AND (e.series_end IS NULL OR e.series_end > ${from.toISOString()}::timestamptz)
        JOIN users organizer ON organizer.id = e.created_by
        JOIN categories c ON c.id = e.category_id
        WHERE mine.user_id = ${userId}`);
      return rows.map(toSummaryRow);
    },

    /** Events where the user is pending, or tentative after an organizer's change, that can still happen. */
    async listAwaitingAnswer(userId: string, now: Date): Promise<EventRow[]> {
      const rows = await db
        .select({ event: events })
        .from(events)
        .innerJoin(eventParticipants, and(eq(eventParticipants.event_id, events.id), eq(eventParticipants.user_id, userId)))
        .where(
          and(
            eq(events.status, 'active'),
            or(isNull(events.series_end), gt(events.series_end, now)),
            or(eq(eventParticipants.status, 'pending'), and(eq(eventParticipants.status, 'tentative'), eq(eventParticipants.needs_reconfirm, true))),
          ),
        )
        .orderBy(asc(events.start_time));
      return rows.map((row) => row.event);
    },

    /** The event, when the user takes part in it; null otherwise (not theirs looks like not there). */
    async findForParticipant(userId: string, eventId: string, status: 'active' | 'suggested' = 'active'): Promise<EventRow | null> {
      const [row] = await db
        .select({ event: events })
        .from(events)
        .innerJoin(eventParticipants, and(eq(eventParticipants.event_id, events.id), eq(eventParticipants.user_id, userId)))
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
        .where(inArray(eventParticipants.event_id, eventIds))
        .orderBy(...participantOrder);
    },

    /** Which of `ids` are `userId`'s friends. */
    async filterFriends(userId: string, ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: friendships.friend_id })
        .from(friendships)
        .where(and(eq(friendships.user_id, userId), inArray(friendships.friend_id, ids)));
      return rows.map((row) => row.id);
    },

    async insertEvent(event: NewEvent): Promise<EventRow> {
      const [row] = await db.insert(events).values(event).returning();
      return row!;
    },

    async updateEvent(eventId: string, changes: Partial<NewEvent>): Promise<void> {
      await db.update(events).set(changes).where(eq(events.id, eventId));
    },

    async deleteEvent(eventId: string): Promise<void> {
      await db.delete(events).where(eq(events.id, eventId));
    },

    async addParticipants(rows: { event_id: string; user_id: string; role: string; status: string; created_at: Date; responded_at?: Date | null }[]) {
      if (rows.length > 0) await db.insert(eventParticipants).values(rows).onConflictDoNothing();
    },

    async removeParticipants(eventId: string, userIds: string[]): Promise<void> {
      if (userIds.length === 0) return;
      await db.delete(eventParticipants).where(and(eq(eventParticipants.event_id, eventId), inArray(eventParticipants.user_id, userIds)));
    },

    async setParticipantStatus(eventId: string, userId: string, status: string, now: Date, role?: string): Promise<void> {
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
          and(eq(eventParticipants.event_id, eventId), ne(eventParticipants.user_id, ownerId), inArray(eventParticipants.status, ['accepted', 'tentative'])),
        )
        .returning({ user_id: eventParticipants.user_id });
      return rows.map((row) => row.user_id);
    },

    /** Locks the event's row for a change, so two changes to one event take turns. */
    async lockEvent(eventId: string): Promise<void> {
      await db.execute(sql`SELECT id FROM events WHERE id = ${eventId} FOR UPDATE`);
    },

    async findUser(userId: string): Promise<{ id: string; first_name: string; last_name: string; email: string; timezone: string } | null> {
      const [user] = await db
        .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email, timezone: users.timezone })
        .from(users)
        .where(eq(users.id, userId));
      return user ?? null;
    },

    async findUsers(userIds: string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email, timezone: users.timezone })
        .from(users)
        .where(inArray(users.id, userIds));
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
