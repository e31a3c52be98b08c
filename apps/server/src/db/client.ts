// Opens the one database: PGlite in a directory (embedded default) or PostgreSQL through pg.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance when embedded (pg-boss runs on it through an adapter). */
  pglite?: PGlite;
  connectionString?: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dir undefined: an in-memory database (tests). */
  | { kind: 'pglite'; dir?: string };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 3000,
    });
    // A dropped idle connection must not crash the process; the pool reconnects on next use.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      connectionString: options.url,
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let release = () => {};
  let dataDir: string | undefined;
  if (options.dir) {
    dataDir = resolve(options.dir);
    release = lockDataDir(dataDir);
    mkdirSync(resolve(dataDir, 'pglite'), { recursive: true });
  }
  try {
    const pglite = dataDir ? new PGlite(resolve(dataDir, 'pglite')) : new PGlite();
    await pglite.waitReady;
    const db = drizzlePglite(pglite, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      pglite,
      migrate: () => migratePglite(drizzlePglite(pglite), { migrationsFolder }),
      close: async () => {
        await pglite.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
