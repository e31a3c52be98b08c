// Availability windows and their one-date exceptions: the only place that touches those tables.
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { AvailabilityWindowInput } from '@hangtime/core/availability/schemas';
import type { Db } from '../../db/client';
import { availabilityWindowExceptions, availabilityWindows, savedLocations, users } from '../../db/schema';

export type WindowRow = typeof availabilityWindows.$inferSelect;
export type ExceptionRow = typeof availabilityWindowExceptions.$inferSelect;
export type WindowWithExceptions = WindowRow & { exceptions: ExceptionRow[] };
export type WindowValues = AvailabilityWindowInput & { timezone: string };

const ownedBy = (userId: string, id: string) =>
  and(eq(availabilityWindows.id, id), eq(availabilityWindows.user_id, userId));

/**
 * A person's windows, each with its exceptions, in one statement prepared by name: the week's
 * occurrences (a calendar's every view) and find-us-time's checks read it on every call. The
 * exceptions come as a JSON array (their columns are uuids, a date, a boolean and text: JSON keeps
 * them as the table's own read gives them). The window's id is written out with its table: drizzle
 * names a one-table query's columns bare, which inside the subquery would name the exception's.
 */
function prepareWindowsOf(db: Db) {
  const exception = availabilityWindowExceptions;
  return db
    .select({
      ...getTableColumns(availabilityWindows),
      exceptions: sql<ExceptionRow[]>`coalesce((
        SELECT json_agg(json_build_object('id', ${exception.id}, 'window_id', ${exception.window_id},
          'date', ${exception.date}, 'cancelled', ${exception.cancelled},
          'start_time', ${exception.start_time}, 'end_time', ${exception.end_time}) ORDER BY ${exception.date})
        FROM ${exception} WHERE ${exception.window_id} = "availability_windows"."id"), '[]'::json)`,
    })
    .from(availabilityWindows)
    .where(eq(availabilityWindows.user_id, sql.placeholder('userId')))
    .orderBy(asc(availabilityWindows.start_date), asc(availabilityWindows.start_time), asc(availabilityWindows.id))
    .prepare('availability_windows_of');
}

export function createAvailabilityRepository(db: Db) {
  let windowsOf: ReturnType<typeof prepareWindowsOf> | undefined;
  /** Two queries whatever the number of windows: the windows, then all their exceptions. */
  async function withExceptions(windows: WindowRow[]): Promise<WindowWithExceptions[]> {
    if (windows.length === 0) return [];
    const exceptions = await db
      .select()
      .from(availabilityWindowExceptions)
      .where(
        inArray(
          availabilityWindowExceptions.window_id,
          windows.map((window) => window.id),
        ),
      )
      .orderBy(asc(availabilityWindowExceptions.date));
    return windows.map((window) => ({
      ...window,
      exceptions: exceptions.filter((exception) => exception.window_id === window.id),
    }));
  }

  return {
    async list(userId: string): Promise<WindowWithExceptions[]> {
      windowsOf ??= prepareWindowsOf(db);
      return windowsOf.execute({ userId });
    },

    async find(userId: string, id: string): Promise<WindowWithExceptions | null> {
      const [window] = await db.select().from(availabilityWindows).where(ownedBy(userId, id));
      return window ? ((await withExceptions([window]))[0] ?? null) : null;
    },

    async create(userId: string, values: WindowValues, now: Date): Promise<WindowRow> {
      const [row] = await db
        .insert(availabilityWindows)
        .values({ ...values, user_id: userId, created_at: now, updated_at: now })
        .returning();
      return row!;
    },

    async update(userId: string, id: string, values: WindowValues, now: Date): Promise<boolean> {
      const rows = await db
        .update(availabilityWindows)
        .set({ ...values, updated_at: now })
        .where(ownedBy(userId, id))
        .returning({ id: availabilityWindows.id });
      return rows.length > 0;
    },

    /** Sets one date's exception (new times, or cancelled), replacing an earlier one for that date. */
    async setException(
      windowId: string,
      exception: { date: string; cancelled: boolean; start_time: string | null; end_time: string | null },
    ) {
      await db
        .insert(availabilityWindowExceptions)
        .values({ window_id: windowId, ...exception })
        .onConflictDoUpdate({
          target: [availabilityWindowExceptions.window_id, availabilityWindowExceptions.date],
          set: { cancelled: exception.cancelled, start_time: exception.start_time, end_time: exception.end_time },
        });
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(availabilityWindows)
        .where(ownedBy(userId, id))
        .returning({ id: availabilityWindows.id });
      return rows.length > 0;
    },

    async isOwnLocation(userId: string, locationId: string): Promise<boolean> {
      const rows = await db
        .select({ id: savedLocations.id })
        .from(savedLocations)
        .where(and(eq(savedLocations.id, locationId), eq(savedLocations.user_id, userId)))
        .limit(1);
      return rows.length > 0;
    },

    async findUserTimezone(userId: string): Promise<string> {
      const [user] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
      return user?.timezone ?? 'UTC';
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
