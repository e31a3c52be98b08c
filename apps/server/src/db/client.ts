// Opens the one database: PGlite in a directory (embedded default) or PostgreSQL through pg.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './lock';
import { createPostgresPool, endPool, POSTGRES_TIMEOUTS } from './postgres-pool';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Where queries run: the database, or one transaction on it. Drizzle types a transaction apart
 * from its database though it answers the same calls; repositories take either.
 */
export type Executor = Db;

/** Runs work in a transaction on executor (a savepoint when executor is one already): all or nothing. */
export function inTransaction<T>(executor: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  return executor.transaction((tx) => work(tx as unknown as Executor));
}

/** The rows of a query written as SQL: both drivers answer `{ rows }`, typed by neither here. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export type DatabaseKind = 'pglite' | 'postgres';

/** A select prepared by name (drizzle's `.prepare(name)`). */
type PreparedSelect = { execute(values?: Record<string, unknown>): Promise<unknown> };

/**
 * The rows of a prepared select as the driver returns them: objects named by the columns' aliases,
 * without drizzle's field-by-field mapping, which for a month of events cost a sixth of the
 * request (a type check per field of every row). Every selected field must be aliased (`.as(name)`
 * on its SQL), and its value must need no mapping (no timestamps: pg returns them as text here).
 * drizzle's prepared queries have this method (`all`) on both drivers; its types declare only
 * `execute`.
 */
export function rowsOfPrepared<Row>(statement: PreparedSelect, values: Record<string, unknown>): Promise<Row[]> {
  return (statement as unknown as { all(values: Record<string, unknown>): Promise<Row[]> }).all(values);
}

/**
 * Hundreds of rows of a query written as SQL, as objects named by `columns` (name → expression);
 * `rest` is the query from its FROM on. The two drivers are fast at opposite things: pg parses plain
 * rows in a fraction of the time PostgreSQL takes to build the same rows as JSON, while PGlite
 * decodes every field of every row in JavaScript and takes one JSON array (of arrays, cheaper to
 * build than objects) at a single JSON.parse. Values come out alike from both as long as the
 * columns are text, uuid, booleans, int4, float8 or jsonb (not int8, numeric or timestamps).
 */
export async function queryManyRows<Row>(
  db: Db,
  kind: DatabaseKind,
  columns: { [Name in keyof Row]: SQL },
  rest: SQL,
): Promise<Row[]> {
  const names = Object.keys(columns) as (keyof Row & string)[];
  if (kind === 'postgres') {
    return queryRows<Row>(
      db,
      sql`SELECT ${sql.join(
        names.map((name) => sql`${columns[name]} AS ${sql.identifier(name)}`),
        sql`, `,
      )} ${rest}`,
    );
  }
  const [answer] = await queryRows<{ rows: unknown[][] | null }>(
    db,
    sql`SELECT json_agg(json_build_array(${sql.join(
      names.map((name) => columns[name]),
      sql`, `,
    )})) AS rows ${rest}`,
  );
  return (answer?.rows ?? []).map((values) => {
    const row: Record<string, unknown> = {};
    names.forEach((name, index) => {
      row[name] = values[index];
    });
    return row as Row;
  });
}

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** The PGlite instance when embedded (pg-boss runs on it through an adapter). */
  pglite?: PGlite;
  connectionString?: string;
  migrate(): Promise<void>;
  /**
   * Brings the query planner's statistics up to date where nothing else does. PGlite runs no
   * autovacuum, so without this it plans every query as if each table held a row or two, and a
   * calendar of a few hundred events takes a nested loop over every pair. PostgreSQL's autovacuum
   * keeps them, so there it does nothing.
   */
  refreshStatistics(): Promise<void>;
  /**
   * How many queries the app has sent through Drizzle since the database was opened (pg-boss's own
   * are not counted, nor the per-IP limiter's: see uncountedDb). Tests and the bench read it before and after a call to prove that a call's
   * queries stay bounded whatever the data (behaviour.md §8, "Cost").
   */
  queriesRun(): number;
  /**
   * The same database through a handle whose queries are not counted: for work a timer starts
   * rather than a request (the per-IP limiter's batched counts), which would otherwise land in
   * whichever request's count happened to be open.
   */
  uncountedDb: Db;
  close(): Promise<void>;
};

/** Drizzle's logger hook, used only to count: nothing is written anywhere. */
function createQueryCounter() {
  let count = 0;
  return {
    logger: { logQuery: () => void (count += 1) },
    queriesRun: () => count,
  };
}

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * dir undefined: an in-memory database (tests). template: a data directory dumped by PGlite's
   * dumpDataDir to start from instead of an empty one (tests start from one migrated copy: an
   * empty PGlite runs initdb, which costs more than loading a dump); with dir, it fills only a
   * directory that holds no database yet.
   */
  | { kind: 'pglite'; dir?: string; template?: Blob };

/** How long closing may take before the process moves on (a frozen server never answers the goodbye). */
const CLOSE_WITHIN_MS = 2_000;
/** Any fixed number, the same in every instance: the session lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 7_146_200_001;

/**
 * Several instances starting together on one PostgreSQL would each apply the same migrations and
 * fail on each other's tables. A session advisory lock makes them take turns; the later ones then
 * find nothing left to apply. It runs on a client of its own, without the pool's statement
 * timeout: waiting for another instance's migrations, or a long migration, is not a hung request.
 */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
    keepAlive: true,
  });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    // Ending the session releases the advisory lock, whether the migrations succeeded or not.
    await client.end();
  }
}

function openDataDir(path: string, template: Blob | undefined): PGlite {
  const holdsDatabase = existsSync(resolve(path, 'PG_VERSION'));
  return new PGlite(path, template && !holdsDatabase ? { loadDataDir: template } : {});
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // Without timeouts a network partition leaves requests hanging on a dead socket; with them a
    // request fails fast into a 503 and the pool reconnects once the database is back.
    const pool = createPostgresPool(options.url, options.poolSize ?? 10);
    const counter = createQueryCounter();
    const db = drizzlePg(pool, { schema, logger: counter.logger }) as unknown as Db;
    const uncountedDb = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      queriesRun: counter.queriesRun,
      uncountedDb,
      connectionString: options.url,
      migrate: () => migratePostgres(options.url),
      refreshStatistics: async () => {},
      close: () => endPool(pool, CLOSE_WITHIN_MS),
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
    const pglite = dataDir
      ? openDataDir(resolve(dataDir, 'pglite'), options.template)
      : new PGlite(options.template ? { loadDataDir: options.template } : {});
    await pglite.waitReady;
    const counter = createQueryCounter();
    const db = drizzlePglite(pglite, { schema, logger: counter.logger }) as unknown as Db;
    const uncountedDb = drizzlePglite(pglite, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      queriesRun: counter.queriesRun,
      uncountedDb,
      pglite,
      migrate: () => migratePglite(drizzlePglite(pglite), { migrationsFolder }),
      refreshStatistics: async () => {
        await pglite.exec('ANALYZE');
      },
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
