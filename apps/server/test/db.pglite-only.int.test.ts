// PGlite only (the int project runs *.pglite-only.int.test.ts files only in the PGlite pass): PGlite
// runs no autovacuum, so the app itself keeps the planner's statistics, at start-up and in the cleanup job.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLEANUP_QUEUE } from '../src/jobs/cleanup/worker';
import { queryRows, type Database } from '../src/db/client';
import { createTestApp, type TestContext } from './helpers/app';
import { waitUntil } from './helpers/wait';

/** What the planner believes a table holds: -1 until statistics were gathered. */
async function plannerRowCount(database: Database, table: string): Promise<number> {
  const [row] = await queryRows<{ reltuples: number }>(
    database.db,
    sql`SELECT reltuples FROM pg_class WHERE relname = ${table}`,
  );
  return Number(row!.reltuples);
}

async function seededSubcategories(database: Database): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`SELECT count(*)::int AS count FROM activity_subcategories`,
  );
  return row!.count;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('planner statistics on PGlite', () => {
  it('are missing after the migrations alone, and refreshStatistics gathers them', async () => {
    expect(ctx.database.kind).toBe('pglite');
    expect(await plannerRowCount(ctx.database, 'activity_subcategories')).toBe(-1);

    await ctx.database.refreshStatistics();

    expect(await plannerRowCount(ctx.database, 'activity_subcategories')).toBe(await seededSubcategories(ctx.database));
  });

  it('are gathered by the cleanup job when the queue runs it', async () => {
    await ctx.database.db.execute(sql`CREATE TABLE stats_probe AS SELECT generate_series(1, 50) AS n`);
    expect(await plannerRowCount(ctx.database, 'stats_probe')).toBe(-1);

    await ctx.queue.send(CLEANUP_QUEUE, {});

    await waitUntil(
      async () => (await plannerRowCount(ctx.database, 'stats_probe')) === 50,
      'the cleanup job analyzed the new table',
    );
  });
});
