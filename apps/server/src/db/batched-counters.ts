// Rate-limit counters that cost no round trip while a key is far from its limit (issue 25).
//
// Counting every API request with its own write (db/counters.ts) made the limiter the one query
// every request paid, before the route's own. Here a hit below half of its limit is counted in
// memory and sent with every other key's in one statement a few times a second; from half the
// limit on, each hit goes to the database at once and is decided on the shared count, exactly as
// before. Several instances share the counts through the table: a key's hits on other instances
// reach this one at its next flush, so in the worst case each instance lets through half the
// limit within one flush interval before it learns of the others (never more than the limit with
// two instances).
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';
import type { CounterState } from './counters';

type Entry = {
  /** The shared count as the database last answered it, in the window ending at resetAt. */
  known: number;
  /** Hits counted here and not sent yet. */
  pending: number;
  /** Hits being sent by the flush in flight. */
  sending: number;
  resetAt: number;
  windowMs: number;
};

type CountedRow = { key: string; count: number; reset_at: string | number };

/** How often the hits counted in memory are sent. */
export const FLUSH_EVERY_MS = 200;

/**
 * Adds `delta` to each key's window (a new window when the old has ended), in one statement for
 * every key; returns the new counts.
 */
async function addToCounters(
  db: Db,
  hits: { key: string; delta: number; windowMs: number }[],
  now: number,
): Promise<CountedRow[]> {
  const values = sql.join(
    hits.map((hit) => sql`(${hit.key}, ${hit.delta}::int, ${now + hit.windowMs}::bigint)`),
    sql`, `,
  );
  return queryRows<CountedRow>(
    db,
    sql`
    INSERT INTO rate_limits (key, count, reset_at) VALUES ${values}
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= ${now} THEN excluded.count ELSE rate_limits.count + excluded.count END,
      reset_at = CASE WHEN rate_limits.reset_at <= ${now} THEN excluded.reset_at ELSE rate_limits.reset_at END
    RETURNING key, count, reset_at`,
  );
}

export type BatchedCounters = ReturnType<typeof createBatchedCounters>;

export function createBatchedCounters(db: Db, options: { flushEveryMs?: number; now?: () => number } = {}) {
  const flushEveryMs = options.flushEveryMs ?? FLUSH_EVERY_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;

  function learn(row: CountedRow) {
    const entry = entries.get(row.key);
    if (!entry) return;
    const resetAt = Number(row.reset_at);
    // Answers may arrive out of order; within one window the count only grows.
    entry.known = resetAt === entry.resetAt ? Math.max(entry.known, Number(row.count)) : Number(row.count);
    entry.resetAt = resetAt;
  }

  async function flush(): Promise<void> {
    timer = undefined;
    const at = now();
    const batch: { key: string; delta: number; windowMs: number }[] = [];
    for (const [key, entry] of entries) {
      if (entry.pending > 0) {
        batch.push({ key, delta: entry.pending, windowMs: entry.windowMs });
        entry.sending += entry.pending;
        entry.pending = 0;
      } else if (entry.sending === 0 && entry.resetAt <= at) {
        entries.delete(key);
      }
    }
    if (batch.length === 0) return;
    try {
      for (const row of await addToCounters(db, batch, at)) learn(row);
    } catch {
      // The hits are not lost: they go with the next flush. A database that stays away shows up
      // on the next hit near a limit, which fails closed.
      for (const hit of batch) {
        const entry = entries.get(hit.key);
        if (entry) entry.pending += hit.delta;
      }
    } finally {
      for (const hit of batch) {
        const entry = entries.get(hit.key);
        if (entry) entry.sending -= hit.delta;
      }
    }
  }

  function scheduleFlush() {
    if (timer || flushing) return;
    timer = setTimeout(() => {
      flushing = flush().finally(() => {
        flushing = undefined;
        if ([...entries.values()].some((entry) => entry.pending > 0)) scheduleFlush();
      });
    }, flushEveryMs);
    timer.unref();
  }

  return {
    /** One hit on `key` whose limit is `max` per `windowMs`: the count to decide on. */
    async hit(key: string, windowMs: number, max: number): Promise<CounterState> {
      const at = now();
      let entry = entries.get(key);
      if (!entry || (entry.resetAt <= at && entry.sending === 0)) {
        entry = { known: 0, pending: 0, sending: 0, resetAt: at + windowMs, windowMs };
        entries.set(key, entry);
      }
      const estimate = entry.known + entry.pending + entry.sending + 1;
      if (estimate * 2 <= max) {
        entry.pending += 1;
        scheduleFlush();
        return { count: estimate, resetAt: entry.resetAt };
      }
      // Near the limit: this hit, and what was waiting, are counted now on the shared count. A
      // flush is still due: it also forgets the keys whose window has ended.
      const delta = entry.pending + 1;
      entry.pending = 0;
      scheduleFlush();
      const [row] = await addToCounters(db, [{ key, delta, windowMs }], at).catch((error: unknown) => {
        entry.pending += delta - 1;
        throw error;
      });
      learn(row!);
      return { count: Number(row!.count), resetAt: Number(row!.reset_at) };
    },

    /** Sends what is counted in memory now (tests; shutdown). */
    async flushNow(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await flushing;
      await flush();
    },

    async close(): Promise<void> {
      await this.flushNow().catch(() => {});
    },
  };
}
