// Recently resolved sessions, kept for a few seconds: a page load makes a burst of calls, and each
// read its session from the database (a query on every authenticated call, a sixth to a third of
// most calls' queries). A kept session is forgotten as soon as any session ends, on this instance
// or another: every deleted session announces itself on the live-updates channel (migration 0014),
// whichever instance, job or script deleted it. Sessions are kept only while that channel is heard,
// so a lost LISTEN can never leave a revoked session usable; the few seconds a session is kept
// bound what a lost announcement could cost. Only verified accounts' sessions are kept: an
// account's verification is the one thing a session carries that changes while it lives.
import { BoundedMemo } from '@hangtime/core/lib/bounded-memo';

export type CachedSession = {
  id: string;
  userId: string;
  lastUsedAtMs: number;
  expiresAtMs: number;
  /** Read from the database again after this. */
  keptUntilMs: number;
};

/** Long enough to cover a page's burst of calls and a person's next clicks; short as a backstop. */
export const SESSION_KEEP_MS = 10_000;
/** People signed in at once on one instance, each a hundred bytes or so. */
const CAPACITY = 20_000;

export type SessionCache = ReturnType<typeof createSessionCache>;

export function createSessionCache({ keepMs = SESSION_KEEP_MS, capacity = CAPACITY } = {}) {
  let kept = new BoundedMemo<string, CachedSession>(capacity);
  let isHeard = false;
  // Counts the times everything was forgotten: a session read from the database before one of them
  // may have ended since, and is not kept.
  let generation = 0;

  function forgetAll() {
    generation += 1;
    kept = new BoundedMemo(capacity);
  }

  return {
    keepMs,

    /** The kept session of a token's hash, while it may still be used without asking the database. */
    find(tokenHash: string, nowMs: number): CachedSession | undefined {
      if (!isHeard) return undefined;
      const session = kept.peek(tokenHash);
      return session && nowMs < session.keptUntilMs && nowMs < session.expiresAtMs ? session : undefined;
    },

    /** Taken before a session is read from the database, and handed back to `keep` with it. */
    generation: () => generation,

    keep(tokenHash: string, session: CachedSession, readAtGeneration: number): void {
      if (isHeard && readAtGeneration === generation) kept.set(tokenHash, session);
    },

    /** A session ended (here, or announced by the database): none kept is trusted any more. */
    forgetAll,

    /** Whether sessions' ends are heard now (the LISTEN is up); while not, nothing is kept. */
    setHeard(value: boolean): void {
      isHeard = value;
      forgetAll();
    },
  };
}
