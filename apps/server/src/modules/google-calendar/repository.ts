// The Google link's rows: the grant (tokens sealed by the service), the person's calendars with
// where each one's sync stands, and the sign-ins in progress.
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { googleCalendarLinks, googleCalendars, googleOauthStates } from '../../db/schema';

export type GoogleLinkRow = typeof googleCalendarLinks.$inferSelect;
export type GoogleCalendarRow = typeof googleCalendars.$inferSelect;

export type CalendarListing = { calendar_id: string; calendar_name: string; time_zone: string; selected: boolean };

export function createGoogleCalendarRepository(db: Db) {
  return {
    // ── sign-ins in progress ──
    async saveState(row: typeof googleOauthStates.$inferInsert): Promise<void> {
      await db.insert(googleOauthStates).values(row);
    },
    /** The sign-in the state names, used up: a second callback with it finds nothing. */
    async takeState(stateHash: string, now: Date) {
      const [row] = await db.delete(googleOauthStates).where(eq(googleOauthStates.state_hash, stateHash)).returning();
      return row && row.expires_at > now ? row : null;
    },
    async deleteExpiredStates(now: Date): Promise<void> {
      await db.delete(googleOauthStates).where(lte(googleOauthStates.expires_at, now));
    },

    // ── the grant ──
    async findLink(userId: string): Promise<GoogleLinkRow | null> {
      const [row] = await db.select().from(googleCalendarLinks).where(eq(googleCalendarLinks.user_id, userId));
      return row ?? null;
    },
    async saveLink(row: Omit<typeof googleCalendarLinks.$inferInsert, 'created_at'>): Promise<void> {
      const { user_id: _userId, ...changes } = row;
      await db
        .insert(googleCalendarLinks)
        .values(row)
        .onConflictDoUpdate({
          target: googleCalendarLinks.user_id,
          // A grant without a refresh token keeps the one Google gave before.
          set: {
            ...changes,
            refresh_token: sql`coalesce(excluded.refresh_token, ${googleCalendarLinks.refresh_token})`,
          },
        });
    },
    async updateLink(
      userId: string,
      changes: Partial<Pick<GoogleLinkRow, 'access_token' | 'access_token_expires_at' | 'refresh_token' | 'state'>>,
      now: Date,
    ): Promise<void> {
      await db
        .update(googleCalendarLinks)
        .set({ ...changes, updated_at: now })
        .where(eq(googleCalendarLinks.user_id, userId));
    },
    /** The grant and every calendar of it; their busy blocks are the service's to delete first. */
    async deleteLink(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(googleCalendars).where(eq(googleCalendars.user_id, userId));
        await tx.delete(googleCalendarLinks).where(eq(googleCalendarLinks.user_id, userId));
      });
    },

    // ── calendars ──
    async listCalendars(userId: string): Promise<GoogleCalendarRow[]> {
      return db
        .select()
        .from(googleCalendars)
        .where(eq(googleCalendars.user_id, userId))
        .orderBy(asc(googleCalendars.created_at), asc(googleCalendars.calendar_name));
    },
    async findCalendar(userId: string, rowId: string): Promise<GoogleCalendarRow | null> {
      const [row] = await db
        .select()
        .from(googleCalendars)
        .where(and(eq(googleCalendars.user_id, userId), eq(googleCalendars.id, rowId)));
      return row ?? null;
    },
    /**
     * The calendars Google lists now: new ones added (selected as Google says), known ones renamed,
     * and the rows of calendars Google no longer lists returned, for the service to remove.
     */
    async reconcileCalendars(userId: string, listing: readonly CalendarListing[]): Promise<GoogleCalendarRow[]> {
      if (listing.length > 0) {
        await db
          .insert(googleCalendars)
          .values(listing.map((entry) => ({ ...entry, user_id: userId })))
          .onConflictDoUpdate({
            target: [googleCalendars.user_id, googleCalendars.calendar_id],
            set: { calendar_name: sql`excluded.calendar_name`, time_zone: sql`excluded.time_zone` },
          });
      }
      const listed = new Set(listing.map((entry) => entry.calendar_id));
      return (await this.listCalendars(userId)).filter((row) => !listed.has(row.calendar_id));
    },
    async deleteCalendars(rowIds: readonly string[]): Promise<void> {
      if (rowIds.length > 0) await db.delete(googleCalendars).where(inArray(googleCalendars.id, [...rowIds]));
    },
    /** Unselected, it is no longer synced, and a later selection starts again in full. */
    async setSelected(rowId: string, selected: boolean): Promise<void> {
      await db
        .update(googleCalendars)
        .set(
          selected ? { selected } : { selected, sync_token: null, last_error: null, failures: 0, next_sync_at: null },
        )
        .where(eq(googleCalendars.id, rowId));
    },
    async saveSyncSuccess(rowId: string, syncToken: string | null, at: Date, nextSyncAt: Date): Promise<void> {
      await db
        .update(googleCalendars)
        .set({ sync_token: syncToken, last_synced_at: at, last_error: null, failures: 0, next_sync_at: nextSyncAt })
        .where(eq(googleCalendars.id, rowId));
    },
    async saveSyncFailure(rowId: string, lastError: string, failures: number, nextSyncAt: Date): Promise<void> {
      await db
        .update(googleCalendars)
        .set({ last_error: lastError, failures, next_sync_at: nextSyncAt })
        .where(eq(googleCalendars.id, rowId));
    },
    /** People with a working grant and a selected calendar whose next sync is due. */
    async usersDue(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ user_id: googleCalendars.user_id })
        .from(googleCalendars)
        .innerJoin(googleCalendarLinks, eq(googleCalendarLinks.user_id, googleCalendars.user_id))
        .where(
          and(
            eq(googleCalendars.selected, true),
            eq(googleCalendarLinks.state, 'connected'),
            or(isNull(googleCalendars.next_sync_at), lte(googleCalendars.next_sync_at, now)),
          ),
        )
        .limit(limit);
      return rows.map((row) => row.user_id);
    },
  };
}

export type GoogleCalendarRepository = ReturnType<typeof createGoogleCalendarRepository>;
