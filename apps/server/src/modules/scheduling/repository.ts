// What the engine reads about a person and their friends, in a fixed number of queries however many
// friends there are (behaviour.md §8, "Cost"): every read takes the whole list of people at once.
import { and, eq, gt, inArray, isNull, lt, or, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { anyOfIds } from '../../db/any-of-ids';
import { queryManyRows, type DatabaseKind, type Db } from '../../db/client';
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
export type BusyEventRow = Pick<
  typeof events.$inferSelect,
  'start_time' | 'end_time' | 'timezone' | 'all_day' | 'is_recurring' | 'recurring_pattern'
> & {
  user_id: string;
};
/** A person's imported busy blocks: their starts and ends as epoch milliseconds, pair by pair. */
export type BusyBlockRow = { user_id: string; starts_ms: number[]; ends_ms: number[] };

const personColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  timezone: users.timezone,
};

export function createSchedulingRepository(db: Db, kind: DatabaseKind) {
  return {
    async findPerson(userId: string): Promise<SchedulingPerson | null> {
      const [row] = await db.select(personColumns).from(users).where(eq(users.id, userId));
      return row ?? null;
    },

    /** Accepted friends only (a friendship row exists once a request is accepted), with both sides' styles. */
    async listFriends(userId: string): Promise<SchedulingFriend[]> {
      const theirs = alias(friendships, 'theirs');
      return db
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
        .orderBy(users.first_name, users.last_name, users.id);
    },

    async listWindows(userIds: string[]): Promise<WindowRow[]> {
      return db.select().from(availabilityWindows).where(anyOfIds(availabilityWindows.user_id, userIds));
    },

    async listWindowExceptions(userIds: string[]): Promise<WindowExceptionRow[]> {
      const owned = db
        .select({ id: availabilityWindows.id })
        .from(availabilityWindows)
        .where(anyOfIds(availabilityWindows.user_id, userIds));
      return db
        .select()
        .from(availabilityWindowExceptions)
        .where(inArray(availabilityWindowExceptions.window_id, owned));
    },

    async listWorkingHours(userIds: string[]): Promise<WorkingHoursRow[]> {
      return db.select().from(workingHours).where(anyOfIds(workingHours.user_id, userIds));
    },

    /** The one-date exceptions of these people's working hours (only ever used to compute busy time). */
    async listWorkingHoursExceptions(userIds: string[]): Promise<WorkingHoursExceptionRow[]> {
      const owned = db
        .select({ id: workingHours.id })
        .from(workingHours)
        .where(anyOfIds(workingHours.user_id, userIds));
      return db.select().from(workingHoursExceptions).where(inArray(workingHoursExceptions.working_hours_id, owned));
    },

    /**
     * Events that make these people busy in [from, to): they accepted or are tentative (the
     * organizer counts as accepted), the event is on. Pending and declined invitations are not busy.
     */
    async listBusyEvents(userIds: string[], from: Date, to: Date): Promise<BusyEventRow[]> {
      return db
        .select({ user_id: eventParticipants.user_id, ...eventTimeColumns })
        .from(eventParticipants)
        .innerJoin(events, eq(events.id, eventParticipants.event_id))
        .where(
          and(
            anyOfIds(eventParticipants.user_id, userIds),
            inArray(eventParticipants.status, ['accepted', 'tentative']),
            eq(events.status, 'active'),
            lt(events.start_time, to),
            or(isNull(events.series_end), gt(events.series_end, from)),
          ),
        );
    },

    /**
     * Each person's blocks as two arrays of epoch milliseconds (starts and ends, in order): a
     * calendar link brings hundreds of blocks a person, thousands in a group, and one row a person
     * reads far faster than a row a block, least of all through drizzle's mapping of each
     * timestamp to a Date (which cost more than the rest of find-us-time together).
     */
    async listBusyBlocks(userIds: string[], from: Date, to: Date): Promise<BusyBlockRow[]> {
      const epochMs = (column: AnyColumn) =>
        sql`array_agg(floor(extract(epoch FROM ${column}) * 1000)::float8 ORDER BY ${busyBlocks.start_time})`;
      // Grouped in a subquery: PGlite's read (queryManyRows) aggregates the rows it is given again.
      return queryManyRows<BusyBlockRow>(
        db,
        kind,
        { user_id: sql`grouped.user_id`, starts_ms: sql`grouped.starts_ms`, ends_ms: sql`grouped.ends_ms` },
        sql`FROM (
          SELECT ${busyBlocks.user_id} AS user_id,
            ${epochMs(busyBlocks.start_time)} AS starts_ms,
            ${epochMs(busyBlocks.end_time)} AS ends_ms
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
