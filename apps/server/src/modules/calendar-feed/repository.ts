// The feed's address (calendar_feeds), and the one read of the events tables the feed needs: a
// person's own part in the events, read-only, as the scheduling module reads them for busy time.
import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds, eventParticipants, events, users } from '../../db/schema';

/** The answers that keep an event in the feed: a declined one leaves it. */
export const FEED_ANSWERS = ['accepted', 'tentative', 'pending'] as const;
export type FeedAnswer = (typeof FEED_ANSWERS)[number];

export type FeedEventRow = {
  event: {
    id: string;
    title: string;
    description: string | null;
    start_time: Date;
    end_time: Date;
    all_day: boolean;
    timezone: string;
    location: string | null;
    location_address: string | null;
    latitude: number | null;
    longitude: number | null;
    is_recurring: boolean;
    recurring_pattern: (typeof events.$inferSelect)['recurring_pattern'];
    sequence: number;
    updated_at: Date;
  };
  answer: FeedAnswer;
};

export function createCalendarFeedRepository(db: Db) {
  return {
    /** The person's address, sealed; null before their first one. */
    async findToken(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ token: calendarFeeds.token })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.user_id, userId));
      return row?.token ?? null;
    },

    /** Whose address has this hash, with their zone; null when none does (never had one, or it was replaced). */
    async findOwnerByTokenHash(tokenHash: string): Promise<{ user_id: string; timezone: string } | null> {
      const [row] = await db
        .select({ user_id: calendarFeeds.user_id, timezone: users.timezone })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.user_id))
        .where(eq(calendarFeeds.token_hash, tokenHash));
      return row ?? null;
    },

    /** Stores the person's first address; false when they already had one (another request made it first). */
    async insertIfAbsent(userId: string, tokenHash: string, sealedToken: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(calendarFeeds)
        .values({ user_id: userId, token_hash: tokenHash, token: sealedToken, created_at: now })
        .onConflictDoNothing({ target: calendarFeeds.user_id })
        .returning({ user_id: calendarFeeds.user_id });
      return rows.length > 0;
    },

    /** Stores a new address in place of any old one, whose hash then finds nobody. */
    async replace(userId: string, tokenHash: string, sealedToken: string, now: Date): Promise<void> {
      await db
        .insert(calendarFeeds)
        .values({ user_id: userId, token_hash: tokenHash, token: sealedToken, created_at: now })
        .onConflictDoUpdate({
          target: calendarFeeds.user_id,
          set: { token_hash: tokenHash, token: sealedToken, created_at: now },
        });
    },

    /** Seals the same address again (under the current key, after a key rotation). */
    async reseal(userId: string, sealedToken: string): Promise<void> {
      await db.update(calendarFeeds).set({ token: sealedToken }).where(eq(calendarFeeds.user_id, userId));
    },

    /**
     * Active events the person takes part in (as organizer or guest) and has not declined, that end
     * after `from` (a series: whose last instance does, or that never ends); by start. One query,
     * starting from the person's own participations (an index).
     */
    async listFeedEvents(userId: string, from: Date): Promise<FeedEventRow[]> {
      const rows = await db
        .select({
          event: {
            id: events.id,
            title: events.title,
            description: events.description,
            start_time: events.start_time,
            end_time: events.end_time,
            all_day: events.all_day,
            timezone: events.timezone,
            location: events.location,
            location_address: events.location_address,
            latitude: events.latitude,
            longitude: events.longitude,
            is_recurring: events.is_recurring,
            recurring_pattern: events.recurring_pattern,
            sequence: events.sequence,
            updated_at: events.updated_at,
          },
          answer: eventParticipants.status,
        })
        .from(eventParticipants)
        .innerJoin(events, eq(events.id, eventParticipants.event_id))
        .where(
          and(
            eq(eventParticipants.user_id, userId),
            inArray(eventParticipants.status, [...FEED_ANSWERS]),
            eq(events.status, 'active'),
            or(isNull(events.series_end), gt(events.series_end, from)),
          ),
        )
        .orderBy(asc(events.start_time), asc(events.id));
      // The WHERE clause keeps only FEED_ANSWERS.
      return rows.map((row) => ({ event: row.event, answer: row.answer as FeedAnswer }));
    },
  };
}

export type CalendarFeedRepository = ReturnType<typeof createCalendarFeedRepository>;
