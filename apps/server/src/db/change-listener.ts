// The one LISTEN of a process on the channel the live-updates triggers announce on
// (migrations/0014_live_updates.sql): PGlite's own listen when embedded, else a pg client of its
// own (never one of the pool's, which a LISTEN would hold for the life of the process), reconnected
// with backoff whenever it is lost. Writes' marks are sent on the same channel.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client';
import { POSTGRES_TIMEOUTS } from './postgres-pool';

export const LIVE_UPDATES_CHANNEL = 'hangtime_live';
export const LISTENER_APPLICATION_NAME = 'hangtime live updates';

export type ChangeListenerEvents = {
  /** A payload as a trigger wrote it, e.g. "bell:<user id>". */
  onSignal(payload: string): void;
  /** true once listening; false when the connection is lost (signals in between are missed). */
  onListening(isListening: boolean): void;
  onError(error: unknown): void;
};

export type ChangeListener = { stop(): Promise<void> };

/** Reconnection waits: doubling from 250 ms to 10 s, each with up to a quarter more at random. */
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;
/**
 * A LISTEN connection sends nothing of its own, so a database that vanished without closing the
 * socket would go unnoticed for as long as TCP takes to give up: a statement every 30 s notices it.
 */
const PROBE_EVERY_MS = 30_000;

/** Sends `payload` on the channel, resolving once it is committed (a statement of its own). */
export async function announceOnChannel(database: Database, payload: string): Promise<void> {
  await database.db.execute(sql`SELECT pg_notify(${LIVE_UPDATES_CHANNEL}, ${payload})`);
}

export function listenForChanges(database: Database, events: ChangeListenerEvents): ChangeListener {
  if (database.kind === 'pglite' && database.pglite) return listenOnPglite(database.pglite, events);
  if (!database.connectionString) throw new Error('A PostgreSQL database without a connection string');
  return listenOnPostgres(database.connectionString, events);
}

function listenOnPglite(pglite: NonNullable<Database['pglite']>, events: ChangeListenerEvents): ChangeListener {
  const unlistening = pglite
    .listen(LIVE_UPDATES_CHANNEL, (payload) => events.onSignal(payload))
    .then(
      (unlisten) => {
        events.onListening(true);
        return unlisten;
      },
      (error: unknown) => {
        events.onError(error);
        return async () => {};
      },
    );
  return {
    async stop() {
      const unlisten = await unlistening;
      // The database may be closing already: nothing is left to unlisten from then.
      await unlisten().catch(() => {});
    },
  };
}

function listenOnPostgres(url: string, events: ChangeListenerEvents): ChangeListener {
  let current: pg.Client | null = null;
  let isStopped = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let probeTimer: NodeJS.Timeout | undefined;

  const retryDelay = () => {
    const base = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
    return base + Math.random() * base * 0.25;
  };

  function connect() {
    if (isStopped) return;
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
      query_timeout: POSTGRES_TIMEOUTS.queryMs,
      keepAlive: true,
      // How an operator (or a test) finds it among the pool's connections in pg_stat_activity.
      application_name: LISTENER_APPLICATION_NAME,
    });
    let isGone = false;
    const lose = (error?: unknown) => {
      if (isGone) return;
      isGone = true;
      if (error) events.onError(error);
      clearInterval(probeTimer);
      client.end().catch(() => {});
      if (current === client) {
        current = null;
        events.onListening(false);
      }
      if (!isStopped) {
        failures += 1;
        retryTimer = setTimeout(connect, retryDelay());
      }
    };
    client.on('notification', (message) => {
      if (message.channel === LIVE_UPDATES_CHANNEL && message.payload) events.onSignal(message.payload);
    });
    client.on('error', lose);
    client.on('end', () => lose());
    client
      .connect()
      .then(() => client.query(`LISTEN ${LIVE_UPDATES_CHANNEL}`))
      .then(() => {
        if (isStopped) return void client.end().catch(() => {});
        current = client;
        failures = 0;
        probeTimer = setInterval(() => void client.query('SELECT 1').catch(lose), PROBE_EVERY_MS);
        events.onListening(true);
      }, lose);
  }

  connect();
  return {
    async stop() {
      isStopped = true;
      clearTimeout(retryTimer);
      clearInterval(probeTimer);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
