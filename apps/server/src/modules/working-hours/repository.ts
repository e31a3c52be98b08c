// Working hours and their one-date exceptions: the only place that touches those tables.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { WorkingHoursInput } from '@hangtime/core/working-hours/schemas';
import type { Db } from '../../db/client';
import { workingHours, workingHoursExceptions } from '../../db/schema';

export type WorkingHoursRow = typeof workingHours.$inferSelect;
export type WorkingHoursExceptionRow = typeof workingHoursExceptions.$inferSelect;
export type WorkingHoursWithExceptions = WorkingHoursRow & { exceptions: WorkingHoursExceptionRow[] };
export type ExceptionValues = { date: string; cancelled: boolean; start_time: string | null; end_time: string | null };

const ownedBy = (userId: string, id: string) => and(eq(workingHours.id, id), eq(workingHours.user_id, userId));

export function createWorkingHoursRepository(db: Db) {
  /** Two queries whatever the number of entries: the entries, then all their exceptions. */
  async function withExceptions(entries: WorkingHoursRow[]): Promise<WorkingHoursWithExceptions[]> {
    if (entries.length === 0) return [];
    const exceptions = await db
      .select()
      .from(workingHoursExceptions)
      .where(
        inArray(
          workingHoursExceptions.working_hours_id,
          entries.map((entry) => entry.id),
        ),
      )
      .orderBy(asc(workingHoursExceptions.date));
    return entries.map((entry) => ({
      ...entry,
      exceptions: exceptions.filter((exception) => exception.working_hours_id === entry.id),
    }));
  }

  return {
    /** Weekly entries by weekday, then dated ones by date; each by start time. */
    async list(userId: string): Promise<WorkingHoursWithExceptions[]> {
      const entries = await db
        .select()
        .from(workingHours)
        .where(eq(workingHours.user_id, userId))
        .orderBy(
          sql`${workingHours.is_recurring} DESC`,
          asc(workingHours.day_of_week),
          asc(workingHours.date),
          asc(workingHours.start_time),
        );
      return withExceptions(entries);
    },

    async find(userId: string, id: string): Promise<WorkingHoursWithExceptions | null> {
      const [entry] = await db.select().from(workingHours).where(ownedBy(userId, id));
      return entry ? ((await withExceptions([entry]))[0] ?? null) : null;
    },

    /**
     * One statement for all the entries, so they are stored together or not at all (a weekly block
     * on Mon–Fri is five rows). Answers them by weekday: RETURNING promises no order.
     */
    async create(userId: string, entries: WorkingHoursInput[], now: Date): Promise<WorkingHoursRow[]> {
      const rows = await db
        .insert(workingHours)
        .values(entries.map((entry) => ({ ...entry, user_id: userId, created_at: now })))
        .returning();
      return rows.sort((a, b) => (a.day_of_week ?? 0) - (b.day_of_week ?? 0));
    },

    async update(userId: string, id: string, entry: WorkingHoursInput): Promise<boolean> {
      const rows = await db
        .update(workingHours)
        .set(entry)
        .where(ownedBy(userId, id))
        .returning({ id: workingHours.id });
      return rows.length > 0;
    },

    /** Sets one date's exception (new times, or cancelled), replacing an earlier one for that date. */
    async setException(entryId: string, exception: ExceptionValues) {
      await db
        .insert(workingHoursExceptions)
        .values({ working_hours_id: entryId, ...exception })
        .onConflictDoUpdate({
          target: [workingHoursExceptions.working_hours_id, workingHoursExceptions.date],
          set: { cancelled: exception.cancelled, start_time: exception.start_time, end_time: exception.end_time },
        });
    },

    async clearExceptions(entryId: string) {
      await db.delete(workingHoursExceptions).where(eq(workingHoursExceptions.working_hours_id, entryId));
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(workingHours).where(ownedBy(userId, id)).returning({ id: workingHours.id });
      return rows.length > 0;
    },
  };
}

export type WorkingHoursRepository = ReturnType<typeof createWorkingHoursRepository>;
