// Builds the real app on a real, migrated database for integration tests.
// PGlite (in memory, one per test file) by default; PostgreSQL when TEST_DATABASE_URL is set and
// TEST_DB=postgres. Factories create unique rows, so files share one PostgreSQL database safely.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import webpush from 'web-push';
import { wallClockToInstant } from '@hangtime/core/scheduling/occurrences';
import { todayIn } from '@hangtime/core/time/zones';
import type { FastifyServerOptions } from 'fastify';
import { buildApp, type App } from '../../src/app';
import { composeServices, type Services } from '../../src/composition';
import { parseConfig, type Config } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { startQueue, type JobQueue } from '../../src/jobs/queue';
import { startWorkers } from '../../src/jobs/workers';
import { createInfrastructure, type InfrastructureOptions } from '../../src/deps';
import type { Clock } from '../../src/lib/clock';
import type { RateLimitSettings } from '../../src/plugins/rate-limit';

export type TestContext = {
  app: App;
  /** The composition root's services the app and its workers run on. */
  services: Services;
  database: Database;
  queue: JobQueue;
  config: Config;
  clock: TestClock;
  /** The real name of one of this app's queues (each test app has queues of its own). */
  queueName(name: string): string;
  close(): Promise<void>;
};

/** A clock tests can move forward (code and session expiry) without sleeping. */
export type TestClock = Clock & { advance(ms: number): void; reset(): void };

/** Time runs from `startAt` (or from the real now); `reset` goes back to that start's course. */
export function createTestClock(startAt?: Date): TestClock {
  const start = startAt ? startAt.getTime() - Date.now() : 0;
  let offset = start;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = start;
    },
  };
}

/**
 * Today's `time` in `zone`: a start for a test clock, so a test whose answers depend on the hour
 * (how much of today is left to plan) takes the same path whenever it runs.
 */
export function todayAt(zone: string, time: string): Date {
  return new Date(wallClockToInstant(todayIn(zone, new Date()), time, zone).epochMilliseconds);
}

export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export async function openTestDatabase(): Promise<Database> {
  if (testDatabaseKind() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    return openDatabase({ kind: 'postgres', url, poolSize: 5 });
  }
  return openDatabase({ kind: 'pglite', template: migratedTemplate() });
}

/**
 * PGlite in a data directory, as the server and the admin scripts open it; a new directory starts
 * from the migrated dump (the scripts' own migrations then find nothing to apply).
 */
export function openTestDataDir(dir: string): Promise<Database> {
  return openDatabase({ kind: 'pglite', dir, template: migratedTemplate() });
}

let template: Blob | undefined;
/**
 * The migrated data directory the int project's global setup dumped (setup/pglite-template.ts),
 * read once per test file. Callers still run migrate(), which then finds nothing to apply.
 */
function migratedTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  template ??= new Blob([readFileSync(file)]);
  return template;
}

/** The app as main.ts composes it (infrastructure, services, routes), without workers. */
export async function buildComposedApp(
  options: Omit<InfrastructureOptions, 'log'> & { logger?: FastifyServerOptions['logger'] },
) {
  const deps = createInfrastructure({ ...options, log: silentLogger });
  const services = composeServices(deps);
  return { deps, services, app: await buildApp({ deps, services, logger: options.logger ?? false }) };
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    rateLimits?: Partial<RateLimitSettings>;
    withWorkers?: boolean;
    /** Where the app's clock starts (see todayAt); the real now when absent. */
    startAt?: Date;
    /** Logger options for the app (and its workers); silent when absent. */
    logger?: FastifyServerOptions['logger'];
    /** Another database than the pass's (a PGlite data directory an admin script then opens). */
    openDatabase?: () => Promise<Database>;
  } = {},
): Promise<TestContext> {
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    SECRET_KEY: randomBytes(32).toString('hex'),
    // Push's keys likewise, so no test writes DATA_DIR/vapid.json into the working directory
    // (push.int.test.ts clears them to test the key file).
    ...vapidKeySettings(),
    // The reminders sweep runs when a test calls it, never on the minute in another test's middle.
    REMINDERS_SWEEP: 'off',
    REGULARS_SWEEP: 'off',
    ...options.env,
  });
  const database = await (options.openDatabase ?? openTestDatabase)();
  await database.migrate();
  const namespace = randomUUID().slice(0, 8);
  const queue = await startQueue(database, silentLogger, {
    pollingIntervalSeconds: 0.5,
    // A retry waits for a poll (5 s of delay, then the backstop): a test waits 20 s at most.
    backstopPollSeconds: 2,
    namespace,
  });
  const clock = createTestClock(options.startAt);
  const { deps, services, app } = await buildComposedApp({
    config,
    database,
    queue,
    clock,
    rateLimits: {
      globalPerMinute: 100_000,
      authPer15Minutes: 100_000,
      friendRequestsPerHour: 100_000,
      keyPrefix: `t-${randomUUID()}`,
      ...options.rateLimits,
    },
    logger: options.logger,
  });
  if (options.withWorkers !== false) {
    await startWorkers({ deps, services, queue, log: options.logger ? app.log : silentLogger });
  }
  await app.ready();
  return {
    app,
    services,
    database,
    queue,
    config,
    clock,
    queueName: (name) => `${name}-${namespace}`,
    async close() {
      await app.close();
      await queue.stop();
      await database.close();
    },
  };
}

function vapidKeySettings(): Record<string, string> {
  const keys = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}

const noop = () => {};
export const silentLogger = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLogger,
} as never;
