// PostgreSQL only (the int project runs *.postgres-only.int.test.ts files only on PostgreSQL): instances starting together migrate one database safely, and the pool has timeouts.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../src/db/client';

const baseUrl = process.env.TEST_DATABASE_URL ?? '';
// A database of its own: the shared test database is migrated already, so it cannot show the race.
const databaseName = `hangtime_migrate_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function urlOf(name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

describe('the PostgreSQL database', () => {
  const opened: Database[] = [];
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${databaseName}`);
  });
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  });

  it('lets several instances migrate a fresh database at the same time', async () => {
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: urlOf(databaseName), poolSize: 2 })),
    );
    opened.push(...instances);
    const results = await Promise.allSettled(instances.map((database) => database.migrate()));
    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
    ]);

    const [row] = await queryRows<{ applied: number }>(
      instances[0]!.db,
      sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`,
    );
    const applied = row!.applied;
    expect(applied).toBeGreaterThan(0);
    // Applying again finds nothing to do (the lock is released after each run).
    await instances[1]!.migrate();
  });

  it('bounds every statement of the pool, so a partition gives a quick error instead of a hang', async () => {
    const database = await openDatabase({ kind: 'postgres', url: baseUrl, poolSize: 1 });
    opened.push(database);
    const show = async (setting: string) =>
      (await queryRows<Record<string, string>>(database.db, sql.raw(`SHOW ${setting}`)))[0]![setting];
    // db/postgres-pool.ts: a statement, a lock wait and an abandoned transaction are all bounded.
    expect(await show('statement_timeout')).toBe('800ms');
    expect(await show('lock_timeout')).toBe('500ms');
    expect(await show('idle_in_transaction_session_timeout')).toBe('5s');
  });
});
