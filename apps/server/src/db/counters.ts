// Fixed-window counters in PostgreSQL, shared by every instance (rate limits, login failures).
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';

export type CounterState = { count: number; resetAt: number };

/**
 * Adds one to key's window (starting a new window when the old one has ended) and returns the new
 * count, in one statement: concurrent hits each see their own count. Limits are checked on this
 * result, never on a separate read, which parallel requests would all pass.
 */
export async function hitCounter(db: Db, key: string, windowMs: number, now = Date.now()): Promise<CounterState> {
  const resetAt = now + windowMs;
  const [row] = await queryRows<{ count: number; reset_at: string | number }>(
    db,
    sql`
    INSERT INTO rate_limits (key, count, reset_at) VALUES (${key}, 1, ${resetAt})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= ${now} THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= ${now} THEN ${resetAt} ELSE rate_limits.reset_at END
    RETURNING count, reset_at`,
  );
  return { count: Number(row!.count), resetAt: Number(row!.reset_at) };
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}
