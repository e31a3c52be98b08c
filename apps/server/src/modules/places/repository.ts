// What the places calls read from the database: friendships, the taxonomy, ratings, where each
// participant can start from (their windows' saved locations and their default saved location),
// and where the caller's recent events were; and the count of the caller's searches.
// Every read takes the whole group at once: a fixed number of queries however large the group.
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { anyOfIds } from '../../db/any-of-ids';
import type { Db } from '../../db/client';
import { hitCounter, type CounterState } from '../../db/counters';
import {
  activitySubcategories,
  availabilityWindowExceptions,
  availabilityWindows,
  eventParticipants,
  events,
  friendships,
  savedLocations,
  userPreferences,
  users,
  type OsmTagSet,
} from '../../db/schema';

export type Participant = { id: string; first_name: string };

export type SubtypeRow = { id: number; name: string; category_id: number; osm_tags: OsmTagSet[] };

export type RatingRow = { user_id: string; subcategory_id: number; rating: 'like' | 'dislike' };

export type WindowWithPlace = typeof availabilityWindows.$inferSelect & {
  latitude: number | null;
  longitude: number | null;
};

export type WindowExceptionRow = typeof availabilityWindowExceptions.$inferSelect;

export type DefaultLocationRow = typeof savedLocations.$inferSelect;

const subtypeColumns = {
  id: activitySubcategories.id,
  name: activitySubcategories.name,
  category_id: activitySubcategories.category_id,
  osm_tags: activitySubcategories.osm_tags,
};

export function createPlacesRepository(db: Db) {
  return {
    async findPerson(userId: string): Promise<Participant | null> {
      const [row] = await db
        .select({ id: users.id, first_name: users.first_name })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** Those of `friendIds` who are the caller's accepted friends (uuids only: callers check). */
    async listFriendsAmong(callerId: string, friendIds: string[]): Promise<Participant[]> {
      if (friendIds.length === 0) return [];
      return db
        .select({ id: users.id, first_name: users.first_name })
        .from(friendships)
        .innerJoin(users, eq(users.id, friendships.friend_id))
        .where(and(eq(friendships.user_id, callerId), anyOfIds(friendships.friend_id, friendIds)));
    },

    /**
     * A category's subcategories in the most-liked order (how many users like each, then the
     * seeded popularity), with the OSM tags that find them.
     */
    async listSubtypesByPopularity(categoryId: number): Promise<SubtypeRow[]> {
      const likes = sql<number>`count(${userPreferences.user_id})`;
      return db
        .select(subtypeColumns)
        .from(activitySubcategories)
        .leftJoin(
          userPreferences,
          and(eq(userPreferences.subcategory_id, activitySubcategories.id), eq(userPreferences.rating, 'like')),
        )
        .where(eq(activitySubcategories.category_id, categoryId))
        .groupBy(activitySubcategories.id)
        .orderBy(sql`${likes} DESC`, asc(activitySubcategories.popularity_rank), asc(activitySubcategories.id));
    },

    /** A category's subcategories in seeded order (no counting: for matching venues, not for showing). */
    async listSubtypes(categoryId: number): Promise<SubtypeRow[]> {
      return db
        .select(subtypeColumns)
        .from(activitySubcategories)
        .where(eq(activitySubcategories.category_id, categoryId))
        .orderBy(asc(activitySubcategories.id));
    },

    async findSubtype(id: number): Promise<SubtypeRow | null> {
      const [row] = await db.select(subtypeColumns).from(activitySubcategories).where(eq(activitySubcategories.id, id));
      return row ?? null;
    },

    async listRatings(userIds: string[]): Promise<RatingRow[]> {
      const rows = await db
        .select({
          user_id: userPreferences.user_id,
          subcategory_id: userPreferences.subcategory_id,
          rating: userPreferences.rating,
        })
        .from(userPreferences)
        .where(anyOfIds(userPreferences.user_id, userIds));
      return rows as RatingRow[];
    },

    /** Every window of these people, with the coordinates of the saved location it names (if any). */
    async listWindowsWithPlace(userIds: string[]): Promise<WindowWithPlace[]> {
      const rows = await db
        .select({ window: availabilityWindows, latitude: savedLocations.latitude, longitude: savedLocations.longitude })
        .from(availabilityWindows)
        .leftJoin(savedLocations, eq(savedLocations.id, availabilityWindows.location_id))
        .where(anyOfIds(availabilityWindows.user_id, userIds));
      return rows.map((row) => ({ ...row.window, latitude: row.latitude, longitude: row.longitude }));
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

    /**
     * Where the user's latest events that they organized were, most recent first (for varied
     * venues, venue-variety.ts). A read of the events tables, never a write; it starts from the
     * user's participation rows, which are indexed by user.
     */
    async listRecentEventPlaces(userId: string, limit: number): Promise<{ latitude: number; longitude: number }[]> {
      const rows = await db
        .select({ latitude: events.latitude, longitude: events.longitude })
        .from(eventParticipants)
        .innerJoin(events, eq(events.id, eventParticipants.event_id))
        .where(
          and(
            eq(eventParticipants.user_id, userId),
            eq(events.created_by, userId),
            ne(events.status, 'cancelled'),
            isNotNull(events.latitude),
            isNotNull(events.longitude),
          ),
        )
        .orderBy(desc(events.created_at), desc(events.id))
        .limit(limit);
      return rows.map((row) => ({ latitude: row.latitude!, longitude: row.longitude! }));
    },

    /** One more call on `key`'s fixed window (the counters every instance shares, db/counters.ts). */
    async countCall(key: string, windowMs: number, nowMs: number): Promise<CounterState> {
      return hitCounter(db, key, windowMs, nowMs);
    },

    async listDefaultLocations(userIds: string[]): Promise<DefaultLocationRow[]> {
      return db
        .select()
        .from(savedLocations)
        .where(and(anyOfIds(savedLocations.user_id, userIds), eq(savedLocations.is_default, true)));
    },
  };
}

export type PlacesRepository = ReturnType<typeof createPlacesRepository>;
