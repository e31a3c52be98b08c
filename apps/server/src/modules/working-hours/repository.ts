// Working hours: the only place that touches the working_hours table.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { WorkingHoursInput } from '@hangtime/core/working-hours/schemas';
import type { Db } from '../../db/client';
import { workingHours } from '../../db/schema';

export type WorkingHoursRow = typeof workingHours.$inferSelect;

const ownedBy = (userId: string, id: string) => and(eq(workingHours.id, id), eq(workingHours.user_id, userId));

export function createWorkingHoursRepository(db: Db) {
  return {
    /** Weekly entries by weekday, then dated ones by date; each by start time. */
    async list(userId: string): Promise<WorkingHoursRow[]> {
      return db
        .select()
        .from(workingHours)
        .where(eq(workingHours.user_id, userId))
        .orderBy(sql`${workingHours.is_recurring} DESC`, asc(workingHours.day_of_week), asc(workingHours.date), asc(workingHours.start_time));
    },

    async find(userId: string, id: string): Promise<WorkingHoursRow | null> {
      const [row] = await db.select().from(workingHours).where(ownedBy(userId, id));
      return row ?? null;
    },

    async create(userId: string, entry: WorkingHoursInput, now: Date): Promise<WorkingHoursRow> {
      const [row] = await db.insert(workingHours).values({ ...entry, user_id: userId, created_at: now }).returning();
      return row!;
    },

    async update(userId: string, id: string, entry: WorkingHoursInput): Promise<WorkingHoursRow | null> {
      const [row] = await db.update(workingHours).set(entry).where(ownedBy(userId, id)).returning();
      return row ?? null;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(workingHours).where(ownedBy(userId, id)).returning({ id: workingHours.id });
      return rows.length > 0;
    },
  };
}

export type WorkingHoursRepository = ReturnType<typeof createWorkingHoursRepository>;
