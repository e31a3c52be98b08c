// Opaque bearer sessions: idle expiry 7 days, absolute 30 days; only SHA-256 of a token is stored.
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { generateToken, sha256 } from '../../lib/tokens';

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * last_used_at is written at most this often, so reads do not become writes on every call. Five
 * minutes against an idle expiry of 7 days: a session may end up to five minutes before a week
 * after its last use. At a minute, the load mix of issue 25 (each person calling every dozen
 * seconds or so) had one call in five also write its session.
 */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * Every authenticated request reads its session: the query is built once and prepared by name, so
 * neither the app (building the SQL) nor PostgreSQL (parsing and planning it) repeats that work.
 */
function prepareLiveSession(db: Db) {
  return db
    .select({
      id: sessions.id,
      user_id: sessions.user_id,
      last_used_at: sessions.last_used_at,
      email_verified: users.email_verified,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('tokenHash')),
        gt(sessions.expires_at, sql<Date>`${sql.placeholder('now')}::timestamptz`),
        gt(sessions.last_used_at, sql<Date>`${sql.placeholder('idleSince')}::timestamptz`),
      ),
    )
    .limit(1)
    .prepare('live_session');
}

export function createSessionStore(db: Db, clock: Clock) {
  let prepared: ReturnType<typeof prepareLiveSession> | undefined;
  const liveSession = () => (prepared ??= prepareLiveSession(db));
  return {
    async create(userId: string): Promise<string> {
      const token = generateToken();
      const now = clock.now();
      await db.insert(sessions).values({
        user_id: userId,
        token_hash: sha256(token),
        created_at: now,
        last_used_at: now,
        expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      });
      return token;
    },

    /** The live session of a token, with its user's email verification (read in the same query). */
    async resolve(token: string): Promise<{ id: string; userId: string; emailVerified: boolean } | null> {
      const now = clock.now();
      const [session] = await liveSession().execute({
        tokenHash: sha256(token),
        now: now.toISOString(),
        idleSince: new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
      });
      if (!session) return null;
      if (now.getTime() - session.last_used_at.getTime() > TOUCH_INTERVAL_MS) {
        await db.update(sessions).set({ last_used_at: now }).where(eq(sessions.id, session.id));
      }
      return { id: session.id, userId: session.user_id, emailVerified: session.email_verified };
    },

    async revoke(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    async revokeAllOf(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.user_id, userId));
    },

    async deleteExpired(): Promise<void> {
      const now = clock.now();
      await db
        .delete(sessions)
        .where(or(lt(sessions.expires_at, now), lt(sessions.last_used_at, new Date(now.getTime() - SESSION_IDLE_MS))));
    },
  };
}
