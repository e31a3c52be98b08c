// Regular hangouts' tables (behaviour.md "Regular hangouts (issue 26)"): the regulars and the ledger
// of periods planned. Reads people, friendships and events; writes only its own two tables.
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Cadence } from '@hangtime/core/regulars/periods';
import type { Executor } from '../../db/client';
import { events, friendships, regularPeriods, regulars, users } from '../../db/schema';

export type RegularRow = typeof regulars.$inferSelect & { cadence: Cadence };
export type PeriodRow = typeof regularPeriods.$inferInsert;

const asRegular = (row: typeof regulars.$inferSelect) => row as RegularRow;

export function createRegularsRepository(db: Executor) {
  return {
    async findByEvent(eventId: string): Promise<RegularRow | null> {
      const [row] = await db.select().from(regulars).where(eq(regulars.event_id, eventId));
      return row ? asRegular(row) : null;
    },

    async findById(id: string): Promise<RegularRow | null> {
      const [row] = await db.select().from(regulars).where(eq(regulars.id, id));
      return row ? asRegular(row) : null;
    },

    /** A new regular, or null when the event has one already (a request racing another). */
    async insert(row: typeof regulars.$inferInsert): Promise<RegularRow | null> {
      const [inserted] = await db.insert(regulars).values(row).onConflictDoNothing().returning();
      return inserted ? asRegular(inserted) : null;
    },

    /** A stopped regular made again: the friends, cadence and next period anew; null if it was not stopped. */
    async restart(
      id: string,
      values: { member_ids: string[]; cadence: Cadence; next_period_start: string },
    ): Promise<RegularRow | null> {
      const [row] = await db
        .update(regulars)
        .set({ ...values, stopped_at: null })
        .where(and(eq(regulars.id, id), isNotNull(regulars.stopped_at)))
        .returning();
      return row ? asRegular(row) : null;
    },

    async update(id: string, values: { cadence?: Cadence; next_period_start?: string; stopped_at?: Date }) {
      const [row] = await db.update(regulars).set(values).where(eq(regulars.id, id)).returning();
      return row ? asRegular(row) : null;
    },

    /**
     * Active regulars whose next period may be due: it starts by `latestStart` (a day of margin
     * for zones; the service decides exactly), or none of its periods has been planned yet.
     */
    async listMaybeDue(latestStart: string): Promise<RegularRow[]> {
      const rows = await db
        .select()
        .from(regulars)
        .where(
          and(
            isNull(regulars.stopped_at),
            or(
              lte(regulars.next_period_start, latestStart),
              sql`NOT EXISTS (SELECT 1 FROM regular_periods p WHERE p.regular_id = ${regulars.id})`,
            ),
          ),
        )
        .orderBy(asc(regulars.next_period_start), asc(regulars.id));
      return rows.map(asRegular);
    },

    async hasPlanned(regularId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: regularPeriods.regular_id })
        .from(regularPeriods)
        .where(eq(regularPeriods.regular_id, regularId))
        .limit(1);
      return row !== undefined;
    },

    /** The period's row: false when it is there already (planned by another run). */
    async claimPeriod(row: PeriodRow): Promise<boolean> {
      const inserted = await db.insert(regularPeriods).values(row).onConflictDoNothing().returning({
        id: regularPeriods.regular_id,
      });
      return inserted.length > 0;
    },

    /** Moves the next period on, only from `from` (a run that lost a race moves nothing). */
    async advance(regularId: string, from: string, to: string): Promise<void> {
      await db
        .update(regulars)
        .set({ next_period_start: to })
        .where(and(eq(regulars.id, regularId), eq(regulars.next_period_start, from)));
    },

    /**
     * Who bore the costs in the group's latest hangouts, most recent first: periods whose
     * suggestion is still open or was sent (a rejected or expired one did not happen).
     */
    async listBurdens(regularId: string, limit: number) {
      return db
        .select({ furthest: regularPeriods.furthest_ids, leastConvenient: regularPeriods.least_convenient_ids })
        .from(regularPeriods)
        .innerJoin(events, eq(events.id, regularPeriods.event_id))
        .where(and(eq(regularPeriods.regular_id, regularId), inArray(events.status, ['active', 'suggested'])))
        .orderBy(desc(regularPeriods.period_start))
        .limit(limit);
    },

    /** The fairness note of a suggestion, for its owner only. */
    async findOffer(userId: string, eventId: string) {
      const [row] = await db
        .select({ cadence: regulars.cadence, explanation: regularPeriods.explanation })
        .from(regularPeriods)
        .innerJoin(regulars, eq(regulars.id, regularPeriods.regular_id))
        .where(and(eq(regularPeriods.event_id, eventId), eq(regulars.organizer_id, userId)));
      return row ? { cadence: row.cadence as Cadence, explanation: row.explanation } : null;
    },

    /** The organizer's friends among `ids`, by first name, then last name. */
    async listFriendsAmong(organizerId: string, ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
        .from(friendships)
        .innerJoin(users, eq(users.id, friendships.friend_id))
        .where(and(eq(friendships.user_id, organizerId), inArray(friendships.friend_id, [...ids])))
        .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
    },

    async findTimezone(userId: string): Promise<string | null> {
      const [row] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
      return row?.timezone ?? null;
    },
  };
}

export type RegularsRepository = ReturnType<typeof createRegularsRepository>;
