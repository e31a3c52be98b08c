// The first answers of requests that carried an Idempotency-Key (table idempotent_answers).
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotentAnswers } from '../../db/schema';

export type StoredAnswer = { status: number; body: unknown };
type Key = { userId: string; scope: string; key: string };

const matches = ({ userId, scope, key }: Key) =>
  and(eq(idempotentAnswers.user_id, userId), eq(idempotentAnswers.scope, scope), eq(idempotentAnswers.key, key));

export function createIdempotencyRepository(db: Db) {
  return {
    /** Takes the key for this request; false when another request holds it (answered or not). */
    async claim(id: Key, now: Date): Promise<boolean> {
      const rows = await db
        .insert(idempotentAnswers)
        .values({ user_id: id.userId, scope: id.scope, key: id.key, created_at: now })
        .onConflictDoNothing()
        .returning({ key: idempotentAnswers.key });
      return rows.length > 0;
    },

    /** The answer kept for the key: null while the first request is still working, undefined when there is no row. */
    async find(id: Key): Promise<StoredAnswer | null | undefined> {
      const [row] = await db.select().from(idempotentAnswers).where(matches(id));
      if (!row) return undefined;
      return row.status_code === null ? null : { status: row.status_code, body: row.body };
    },

    async saveAnswer(id: Key, answer: StoredAnswer): Promise<void> {
      await db.update(idempotentAnswers).set({ status_code: answer.status, body: answer.body }).where(matches(id));
    },

    async release(id: Key): Promise<void> {
      await db.delete(idempotentAnswers).where(matches(id));
    },

    /** Keys older than the window are forgotten: the same key may then start a new request. */
    async deleteOlderThan(cutoff: Date, id?: Key): Promise<void> {
      await db
        .delete(idempotentAnswers)
        .where(
          id ? and(matches(id), lt(idempotentAnswers.created_at, cutoff)) : lt(idempotentAnswers.created_at, cutoff),
        );
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
