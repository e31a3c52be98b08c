// The job queue (pg-boss) on the same database: PostgreSQL, or PGlite through pg-boss's adapter.
import { PgBoss, fromPglite } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

export type JobHandler<T> = (data: T) => Promise<void>;

export type JobQueue = {
  send<T extends object>(name: string, data: T): Promise<void>;
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  stop(): Promise<void>;
};

export type QueueOptions = {
  /** Seconds between polls for new jobs; tests use a short interval. */
  pollingIntervalSeconds?: number;
};

export async function startQueue(database: Database, log: FastifyBaseLogger, options: QueueOptions = {}): Promise<JobQueue> {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite as never), backend: 'pglite', schema: 'pgboss' } as never)
      : new PgBoss({ connectionString: database.connectionString!, schema: 'pgboss', max: 4 });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();

  async function ensureQueue(name: string) {
    if (created.has(name)) return;
    await boss.createQueue(name, { retryLimit: 5, retryDelay: 5, retryBackoff: true });
    created.add(name);
  }

  return {
    async send(name, data) {
      await ensureQueue(name);
      await boss.send(name, data);
    },
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work(name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async (jobs) => {
        for (const job of jobs) {
          await handler(job.data as never);
        }
      });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
