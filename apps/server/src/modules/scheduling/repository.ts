// What the engine reads about a person and their friends, in a fixed number of queries however many
// friends there are (behaviour.md §8, "Cost"): every read takes the whole list of people at once.
import { and, eq, gt, inArray, lt, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { anyOfIds } from '../../db/any-of-ids';
import { isUuid } from '../../lib/ids';
import { queryManyRows, rowsOfPrepared, type DatabaseKind, type Db } from '../../db/client';
import { epochMs } from '../../db/epoch-ms';
import {
  availabilityWindowExceptions,
  availabilityWindows,
  busyBlocks,
  eventParticipants,
  events,
  friendships,
  savedLocations,
  userPreferences,
  users,
  workingHours,
  workingHoursExceptions,
} from '../../db/schema';

/** An event's when, as the engine expands it (series included). */
export const eventTimeColumns = {
  start_time: events.start_time,
  end_time: events.end_time,
  timezone: events.timezone,
  all_day: events.all_day,
  is_recurring: events.is_recurring,
  recurring_pattern: events.recurring_pattern,
};

export type SchedulingPerson = { id: string; first_name: string; last_name: string; timezone: string };
export type SchedulingFriend = SchedulingPerson & { is_priority: boolean; my_style: string; their_style: string };

export type WindowRow = typeof availabilityWindows.$inferSelect;
export type WindowExceptionRow = typeof availabilityWindowExceptions.$inferSelect;
export type WorkingHoursRow = typeof workingHours.$inferSelect;
export type WorkingHoursExceptionRow = typeof workingHoursExceptions.$inferSelect;
/** An event that makes a person busy: its first instance's start and end as epoch milliseconds. */
export type BusyEventRow = Pick<
  typeof events.$inferSelect,
  'timezone' | 'all_day' | 'is_recurring' | 'recurring_pattern'
> & {
  user_id: string;
  start_ms: number;
  end_ms: number;
};
/** A person's imported busy blocks: their starts and ends as epoch milliseconds, pair by pair. */
export type BusyBlockRow = { user_id: string; starts_ms: number[]; ends_ms: number[] };

const personColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  timezone: users.timezone,
};

/** `column = ANY($ids::uuid[])`, the ids a parameter of a prepared statement (anyOfIds' literal, by name). */
const anyOfIdsParameter = (column: AnyColumn) => sql`${column} = ANY(${sql.placeholder('ids')}::uuid[])`;

/** The array literal a prepared statement's `ids` takes: only uuids, which need no quoting (as anyOfIds). */
const idsParameter = (ids: readonly string[]) => `{${ids.filter(isUuid).join(',')}}`;

/**
 * The engine's reads (find-us-time, the suggestions, a plan), each built once and prepared by
 * name: building their SQL was a tenth of find-us-time's CPU, and PostgreSQL plans each once a
 * connection instead of once a call.
 */
function prepareEngineReads(db: Db) {
  // Each participation looks its event up by key, in a LATERAL subquery with OFFSET 0 that no plan
  // can reorder. Joined plainly, the one plan PostgreSQL keeps for a prepared statement after five
  // calls read every event in the range of every person and kept the group's (2.7 ms against 1 on
  // the load bench's world).
  const busyEventOfParticipation = sql`LATERAL (SELECT * FROM ${events}
    WHERE ${events.id} = ${eventParticipants.event_id} AND ${events.status} = 'active'
      AND ${events.start_time} < ${sql.placeholder('to')}::timestamptz
      AND (${events.series_end} IS NULL OR ${events.series_end} > ${sql.placeholder('from')}::timestamptz)
    OFFSET 0) AS busy_event`;
  const theirs = alias(friendships, 'theirs');
  const userId = sql.placeholder('userId');
  return {
    person: db.select(personColumns).from(users).where(eq(users.id, userId)).prepare('engine_person'),
    friends: db
      .select({
        ...personColumns,
        is_priority: friendships.priority,
        my_style: friendships.hangout_style,
        their_style: sql<string>`coalesce(${theirs.hangout_style}, 'either')`,
      })
      .from(friendships)
      .innerJoin(users, eq(users.id, friendships.friend_id))
      .leftJoin(theirs, and(eq(theirs.user_id, friendships.friend_id), eq(theirs.friend_id, userId)))
      .where(eq(friendships.user_id, userId))
      .orderBy(users.first_name, users.last_name, users.id)
      .prepare('engine_friends'),
    windows: db
      .select()
      .from(availabilityWindows)
      .where(anyOfIdsParameter(availabilityWindows.user_id))
      .prepare('engine_windows'),
    windowExceptions: db
      .select()
      .from(availabilityWindowExceptions)
      .where(
        inArray(
          availabilityWindowExceptions.window_id,
          db
            .select({ id: availabilityWindows.id })
            .from(availabilityWindows)
            .where(anyOfIdsParameter(availabilityWindows.user_id)),
        ),
      )
      .prepare('engine_window_exceptions'),
    workingHours: db
      .select()
      .from(workingHours)
      .where(anyOfIdsParameter(workingHours.user_id))
      .prepare('engine_working_hours'),
    workingHoursExceptions: db
      .select()
      .from(workingHoursExceptions)
      .where(
        inArray(
          workingHoursExceptions.working_hours_id,
          db.select({ id: workingHours.id }).from(workingHours).where(anyOfIdsParameter(workingHours.user_id)),
        ),
      )
      .prepare('engine_working_hours_exceptions'),
    // Read as pg returns the rows (rowsOfPrepared): hundreds a find-us-time, whose mapping by drizzle
    // (a Date for each instant) was a sixth of the call.
    busyEvents: db
      .select({
        user_id: sql`${eventParticipants.user_id}`.as('user_id'),
        start_ms: epochMs(sql`busy_event.start_time`).as('start_ms'),
        end_ms: epochMs(sql`busy_event.end_time`).as('end_ms'),
        timezone: sql`busy_event.timezone`.as('timezone'),
        all_day: sql`busy_event.all_day`.as('all_day'),
        is_recurring: sql`busy_event.is_recurring`.as('is_recurring'),
        recurring_pattern: sql`busy_event.recurring_pattern`.as('recurring_pattern'),
      })
      .from(eventParticipants)
      .crossJoin(busyEventOfParticipation)
      .where(
        and(anyOfIdsParameter(eventParticipants.user_id), inArray(eventParticipants.status, ['accepted', 'tentative'])),
      )
      .prepare('engine_busy_events'),
  };
}

export function createSchedulingRepository(db: Db, kind: DatabaseKind) {
  let prepared: ReturnType<typeof prepareEngineReads> | undefined;
  const reads = () => (prepared ??= prepareEngineReads(db));
  return {
    async findPerson(userId: string): Promise<SchedulingPerson | null> {
      const [row] = await reads().person.execute({ userId });
      return row ?? null;
    },

    /** Accepted friends only (a friendship row exists once a request is accepted), with both sides' styles. */
    async listFriends(userId: string): Promise<SchedulingFriend[]> {
      return reads().friends.execute({ userId });
    },

    async listWindows(userIds: string[]): Promise<WindowRow[]> {
      return reads().windows.execute({ ids: idsParameter(userIds) });
    },

    async listWindowExceptions(userIds: string[]): Promise<WindowExceptionRow[]> {
      return reads().windowExceptions.execute({ ids: idsParameter(userIds) });
    },

    async listWorkingHours(userIds: string[]): Promise<WorkingHoursRow[]> {
      return reads().workingHours.execute({ ids: idsParameter(userIds) });
    },

    /** The one-date exceptions of these people's working hours (only ever used to compute busy time). */
    async listWorkingHoursExceptions(userIds: string[]): Promise<WorkingHoursExceptionRow[]> {
      return reads().workingHoursExceptions.execute({ ids: idsParameter(userIds) });
    },

    /**
     * Events that make these people busy in [from, to): they accepted or are tentative (the
     * organizer counts as accepted), the event is on. Pending and declined invitations are not busy.
     */
    async listBusyEvents(userIds: string[], from: Date, to: Date): Promise<BusyEventRow[]> {
      const values = { ids: idsParameter(userIds), from: from.toISOString(), to: to.toISOString() };
      return rowsOfPrepared<BusyEventRow>(reads().busyEvents, values);
    },

    /**
     * Each person's blocks as two arrays of epoch milliseconds (starts and ends, in order): a
     * calendar link brings hundreds of blocks a person, thousands in a group, and one row a person
     * reads far faster than a row a block, least of all through drizzle's mapping of each
     * timestamp to a Date (which cost more than the rest of find-us-time together).
     */
    async listBusyBlocks(userIds: string[], from: Date, to: Date): Promise<BusyBlockRow[]> {
      const inOrder = (column: AnyColumn) => sql`array_agg(${epochMs(column)} ORDER BY ${busyBlocks.start_time})`;
      // Grouped in a subquery: PGlite's read (queryManyRows) aggregates the rows it is given again.
      return queryManyRows<BusyBlockRow>(
        db,
        kind,
        { user_id: sql`grouped.user_id`, starts_ms: sql`grouped.starts_ms`, ends_ms: sql`grouped.ends_ms` },
        sql`FROM (
          SELECT ${busyBlocks.user_id} AS user_id,
            ${inOrder(busyBlocks.start_time)} AS starts_ms,
            ${inOrder(busyBlocks.end_time)} AS ends_ms
          FROM ${busyBlocks}
          WHERE ${anyOfIds(busyBlocks.user_id, userIds)}
            AND ${lt(busyBlocks.start_time, to)}
            AND ${gt(busyBlocks.end_time, from)}
          GROUP BY ${busyBlocks.user_id}
        ) grouped`,
      );
    },

    /** Everyone's like/dislike ratings, in one query. */
    async listRatings(userIds: string[]): Promise<{ user_id: string; subcategory_id: number; rating: string }[]> {
      return db
        .select({
          user_id: userPreferences.user_id,
          subcategory_id: userPreferences.subcategory_id,
          rating: userPreferences.rating,
        })
        .from(userPreferences)
        .where(anyOfIds(userPreferences.user_id, userIds));
    },

    /** The caller's default saved location (the place of a hangout until venues are chosen). */
    async findDefaultLocation(userId: string) {
      const [row] = await db
        .select()
        .from(savedLocations)
        .where(and(eq(savedLocations.user_id, userId), eq(savedLocations.is_default, true)));
      return row ?? null;
    },
  };
}

export type SchedulingRepository = ReturnType<typeof createSchedulingRepository>;
