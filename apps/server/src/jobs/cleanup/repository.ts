// The deletes of the periodic cleanup: rows no rule reads any more, so tables stop growing.
import { lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { codeSends, mailOutbox, oneTimeCodes, rateLimits, sessions } from '../../db/schema';
import { SESSION_IDLE_MS } from '../../modules/auth';

const HOUR_MS = 60 * 60 * 1000;
/** The daily send limit of codes looks back 24 hours; older send records count for nothing. */
export const CODE_SENDS_KEPT_MS = 24 * HOUR_MS;
/** The outbox holds codes in plain text: a day is enough to read them at GET /dev/mail. */
export const OUTBOX_KEPT_MS = 24 * HOUR_MS;

export type CleanupRepository = ReturnType<typeof createCleanupRepository>;

// Each delete returns the keys it removed only to count them for the log line.
export function createCleanupRepository(db: Db) {
  return {
    /** Sessions past their absolute expiry or idle too long (the rules sessions.resolve applies). */
    async deleteExpiredSessions(now: Date): Promise<number> {
      const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
      const rows = await db
        .delete(sessions)
        .where(or(lte(sessions.expires_at, now), lte(sessions.last_used_at, idleSince)))
        .returning({ id: sessions.id });
      return rows.length;
    },
    /** Counter windows that have ended; a hit on such a key starts a new window anyway. */
    async deleteEndedRateLimitWindows(now: Date): Promise<number> {
      const rows = await db
        .delete(rateLimits)
        .where(lte(rateLimits.reset_at, now.getTime()))
        .returning({ key: rateLimits.key });
      return rows.length;
    },
    async deleteExpiredCodes(now: Date): Promise<number> {
      const rows = await db
        .delete(oneTimeCodes)
        .where(lte(oneTimeCodes.expires_at, now))
        .returning({ id: oneTimeCodes.id });
      return rows.length;
    },
    async deleteOldCodeSends(now: Date): Promise<number> {
      const before = new Date(now.getTime() - CODE_SENDS_KEPT_MS);
      const rows = await db.delete(codeSends).where(lte(codeSends.sent_at, before)).returning({ id: codeSends.id });
      return rows.length;
    },
    async deleteOldOutboxMail(now: Date): Promise<number> {
      const before = new Date(now.getTime() - OUTBOX_KEPT_MS);
      const rows = await db
        .delete(mailOutbox)
        .where(lte(mailOutbox.created_at, before))
        .returning({ id: mailOutbox.id });
      return rows.length;
    },
  };
}
