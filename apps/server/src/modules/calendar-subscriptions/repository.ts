// ICS subscriptions: the only place that touches the calendar_subscriptions table.
import { and, asc, count, eq, isNull, lte, or } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client';
import { calendarSubscriptions, users } from '../../db/schema';

export type SubscriptionRow = typeof calendarSubscriptions.$inferSelect;

/** What one fetch leaves behind: its result, and when the periodic job may fetch again. */
export type FetchState = Pick<
  SubscriptionRow,
  'etag' | 'last_modified' | 'last_fetched_at' | 'last_result' | 'last_error' | 'failures' | 'next_fetch_at'
>;

export type NewSubscription = Pick<SubscriptionRow, 'user_id' | 'url' | 'url_hash' | 'masked_url'> & FetchState;

function queriesOn(db: Db) {
  return {
    async personZone(userId: string): Promise<string | null> {
      const [row] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
      return row?.timezone ?? null;
    },

    async list(userId: string): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(calendarSubscriptions)
        .where(eq(calendarSubscriptions.user_id, userId))
        .orderBy(asc(calendarSubscriptions.created_at), asc(calendarSubscriptions.id));
    },

    /** The person's subscription; another person's is as absent as a missing one. */
    async find(userId: string, id: string): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(calendarSubscriptions)
        .where(and(eq(calendarSubscriptions.id, id), eq(calendarSubscriptions.user_id, userId)));
      return row ?? null;
    },

    async findById(id: string): Promise<SubscriptionRow | null> {
      const [row] = await db.select().from(calendarSubscriptions).where(eq(calendarSubscriptions.id, id));
      return row ?? null;
    },

    /** The subscription's row, locked until the transaction ends (a refresh and a removal at once). */
    async lock(id: string): Promise<SubscriptionRow | null> {
      const [row] = await db.select().from(calendarSubscriptions).where(eq(calendarSubscriptions.id, id)).for('update');
      return row ?? null;
    },

    /** With the person's row locked, so two adds at once cannot pass the limit together. */
    async lockPerson(
      userId: string,
    ): Promise<{ subscriptions: number; hasAddress(urlHash: string): Promise<boolean> }> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [row] = await db
        .select({ subscriptions: count() })
        .from(calendarSubscriptions)
        .where(eq(calendarSubscriptions.user_id, userId));
      return {
        subscriptions: Number(row?.subscriptions ?? 0),
        hasAddress: async (urlHash) => {
          const rows = await db
            .select({ id: calendarSubscriptions.id })
            .from(calendarSubscriptions)
            .where(and(eq(calendarSubscriptions.user_id, userId), eq(calendarSubscriptions.url_hash, urlHash)));
          return rows.length > 0;
        },
      };
    },

    async insert(values: NewSubscription, now: Date): Promise<SubscriptionRow> {
      const [row] = await db
        .insert(calendarSubscriptions)
        .values({ ...values, created_at: now })
        .returning();
      return row!;
    },

    async recordFetch(id: string, state: Partial<FetchState>): Promise<SubscriptionRow | null> {
      const [row] = await db
        .update(calendarSubscriptions)
        .set(state)
        .where(eq(calendarSubscriptions.id, id))
        .returning();
      return row ?? null;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(calendarSubscriptions)
        .where(and(eq(calendarSubscriptions.id, id), eq(calendarSubscriptions.user_id, userId)))
        .returning({ id: calendarSubscriptions.id });
      return rows.length > 0;
    },

    /** The subscriptions the periodic job should fetch by `before`, oldest due first. */
    async listDue(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: calendarSubscriptions.id })
        .from(calendarSubscriptions)
        .where(or(isNull(calendarSubscriptions.next_fetch_at), lte(calendarSubscriptions.next_fetch_at, before)))
        .orderBy(asc(calendarSubscriptions.next_fetch_at))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}

export function createCalendarSubscriptionsRepository(db: Db) {
  return {
    ...queriesOn(db),
    /** Runs work in one transaction, with the queries (and the transaction, for the busy blocks) on it. */
    within<T>(work: (subscriptions: ReturnType<typeof queriesOn>, tx: Db) => Promise<T>): Promise<T> {
      return inTransaction(db, (tx) => work(queriesOn(tx), tx));
    },
  };
}

export type CalendarSubscriptionsRepository = ReturnType<typeof createCalendarSubscriptionsRepository>;
