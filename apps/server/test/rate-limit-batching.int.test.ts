// The per-IP limiter's counters (db/batched-counters.ts): no query per hit far below the limit,
// every hit on the shared count near it, and one limit across instances on one database.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBatchedCounters } from '../src/db/batched-counters';
import { queryRows, type Database } from '../src/db/client';
import { openTestDatabase } from './helpers/app';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(() => database.close());

async function storedCount(key: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(database.db, sql`SELECT count FROM rate_limits WHERE key = ${key}`);
  return row ? Number(row.count) : 0;
}

describe('batched rate-limit counters', () => {
  it('counts hits far below the limit without a query each, and sends them in one statement', async () => {
    const counters = createBatchedCounters(database.db, { flushEveryMs: 60_000 });
    const key = `batch-${randomUUID()}`;
    const before = database.queriesRun();
    const counts = [];
    for (let i = 0; i < 50; i += 1) counts.push((await counters.hit(key, 60_000, 100)).count);
    expect(database.queriesRun()).toBe(before);
    expect(counts).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await storedCount(key)).toBe(0);
    const beforeFlush = database.queriesRun();
    await counters.flushNow();
    expect(database.queriesRun()).toBe(beforeFlush + 1);
    expect(await storedCount(key)).toBe(50);
    await counters.close();
  });

  it('decides every hit from half the limit on with the shared count, exactly at the limit', async () => {
    const counters = createBatchedCounters(database.db, { flushEveryMs: 60_000 });
    const key = `near-${randomUUID()}`;
    const counts = [];
    for (let i = 0; i < 12; i += 1) counts.push((await counters.hit(key, 60_000, 10)).count);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // From the sixth hit on, each one was written as it came.
    expect(await storedCount(key)).toBe(12);
    await counters.close();
  });

  it('shares one limit between instances: what one counted reaches the other by the next flush', async () => {
    const first = createBatchedCounters(database.db, { flushEveryMs: 60_000 });
    const second = createBatchedCounters(database.db, { flushEveryMs: 60_000 });
    const key = `shared-${randomUUID()}`;
    for (let i = 0; i < 5; i += 1) {
      await first.hit(key, 60_000, 10);
      await second.hit(key, 60_000, 10);
    }
    await first.flushNow();
    await second.flushNow();
    expect(await storedCount(key)).toBe(10);
    // The eleventh hit, on either instance, is over the limit of ten.
    expect((await first.hit(key, 60_000, 10)).count).toBe(11);
    expect((await second.hit(key, 60_000, 10)).count).toBe(12);
    await first.close();
    await second.close();
  });
});
