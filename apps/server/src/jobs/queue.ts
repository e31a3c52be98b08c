// The job queue (pg-boss) on the same database: PostgreSQL, or PGlite through pg-boss's adapter.
import { PgBoss, fromPglite, type JobWithMetadata } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

export type JobHandler<T> = (data: T) => Promise<void>;

export type JobQueue = {
  send<T extends object>(name: string, data: T): Promise<void>;
  /** Several jobs in one statement: an event's invitations to thirty friends are one insert, not thirty. */
  sendMany<T extends object>(name: string, data: readonly T[]): Promise<void>;
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  stop(): Promise<void>;
};

/** Only the workers schedule jobs; the app and test doubles need the plain queue above. */
export type SchedulingJobQueue = JobQueue & {
  /** Sends a job to name on a cron schedule, once per occurrence however many instances run. */
  schedule(name: string, cron: string): Promise<void>;
};

export type QueueOptions = {
  /** Seconds between polls for new jobs; tests use a short interval. */
  pollingIntervalSeconds?: number;
  /**
   * Appended to every queue name. Tests give each app its own, so on a shared PostgreSQL one test
   * file's workers never take (or fail) another file's jobs.
   */
  namespace?: string;
};

/**
 * Every queue's policy. Job data holds personal data (addresses, and for mail the one-time codes
 * in plain text), so a finished job, completed or failed for good, is deleted after a minute
 * instead of pg-boss's 7 days.
 */
export const QUEUE_POLICY = { retryLimit: 5, retryDelay: 5, retryBackoff: true, deleteAfterSeconds: 60 } as const;
/** Pollers per queue in each instance; jobs are still handled one at a time by each. */
export const WORKERS_PER_QUEUE = 4;
/** pg-boss deletes finished jobs only on a maintenance pass, by default once a day per queue. */
export const MAINTENANCE_INTERVAL_SECONDS = 5 * 60;

/** Only the error's code or class: a message can carry an address or a code, which logs never hold. */
export function describeError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code) return code;
  return error instanceof Error ? error.name : typeof error;
}

export async function startQueue(
  database: Database,
  log: FastifyBaseLogger,
  options: QueueOptions = {},
): Promise<SchedulingJobQueue> {
  const maintenance = { maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS };
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({
          db: fromPglite(database.pglite as never),
          backend: 'pglite',
          schema: 'pgboss',
          ...maintenance,
        } as never)
      : new PgBoss({ connectionString: database.connectionString!, schema: 'pgboss', max: 4, ...maintenance });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();

  const named = (name: string) => (options.namespace ? `${name}-${options.namespace}` : name);

  async function ensureQueue(name: string) {
    if (created.has(name)) return;
    await boss.createQueue(name, QUEUE_POLICY);
    // createQueue leaves an existing queue as it was: apply today's policy to older installations.
    await boss.updateQueue(name, QUEUE_POLICY);
    created.add(name);
  }

  async function runJob<T>(name: string, job: JobWithMetadata<T>, handler: JobHandler<T>) {
    try {
      await handler(job.data);
    } catch (error) {
      const willRetry = job.retryCount < job.retryLimit;
      log.error(
        {
          queue: name,
          jobId: job.id,
          attempt: job.retryCount + 1,
          attempts: job.retryLimit + 1,
          error: describeError(error),
        },
        willRetry ? 'job failed; it will be retried with backoff' : 'job failed for the last time; giving up',
      );
      // pg-boss sees the failure and schedules the retry.
      throw error;
    }
  }

  return {
    async send(queue, data) {
      const name = named(queue);
      await ensureQueue(name);
      await boss.send(name, data);
    },
    async sendMany(queue, data) {
      if (data.length === 0) return;
      const name = named(queue);
      await ensureQueue(name);
      await boss.insert(
        name,
        data.map((item) => ({ data: item })),
      );
    },
    async work(queue, handler) {
      const name = named(queue);
      await ensureQueue(name);
      // Several pollers per queue: one alone takes a job per poll, and a burst of mail (a busy
      // instance, or test files sharing one PostgreSQL) would wait minutes behind it.
      const workOptions = {
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        includeMetadata: true,
        localConcurrency: WORKERS_PER_QUEUE,
      } as const;
      await boss.work(name, workOptions, async (jobs) => {
        for (const job of jobs) {
          await runJob(name, job as JobWithMetadata<never>, handler);
        }
      });
    },
    async schedule(queue, cron) {
      const name = named(queue);
      await ensureQueue(name);
      await boss.schedule(name, cron, null, { tz: 'UTC' });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
