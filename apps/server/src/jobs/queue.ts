// The job queue (pg-boss) on the same database: PostgreSQL, or PGlite through pg-boss's adapter.
import { PgBoss, fromPglite, type JobResult, type JobWithMetadata } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/client';
import { asJobDatabase } from '../db/job-database';

export type JobHandler<T> = (data: T) => Promise<void>;

export type SendOptions = {
  /** Higher first (pg-boss fetches in priority order); 0 when absent. */
  priority?: number;
  /**
   * Queue the jobs in this transaction: they exist once it commits, and never if it rolls back. The
   * queue must have been used in this process already (its workers start first): on PGlite a queue
   * created from inside a transaction would wait for that transaction forever.
   */
  within?: Executor;
};

/** How one queue's jobs are taken in this instance; each absent field keeps the default. */
export type WorkOptions = {
  /** Jobs taken per fetch and handled together, each settled on its own (default 1). */
  batchSize?: number;
  /**
   * Seconds between fetches while the queue is idle and no job notice can reach this instance (the
   * listener is down, or the database cannot LISTEN); at least 0.5.
   */
  pollingIntervalSeconds?: number;
  /** Pollers in this instance (default WORKERS_PER_QUEUE). */
  workers?: number;
  /** Only jobs of this priority or higher: capacity kept for them, whatever waits below. */
  minPriority?: number;
};

export type JobQueue = {
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>;
  /** Several jobs in one statement: an event's invitations to thirty friends are one insert, not thirty. */
  sendMany<T extends object>(name: string, data: readonly T[], options?: SendOptions): Promise<void>;
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  stop(): Promise<void>;
};

/** Only the workers schedule jobs; the app and test doubles need the plain queue above. */
export type SchedulingJobQueue = JobQueue & {
  /** Sends a job to name on a cron schedule, once per occurrence however many instances run. */
  schedule(name: string, cron: string): Promise<void>;
};

export type QueueOptions = {
  /** Seconds between polls for new jobs when no job notice can arrive; tests use a short interval. */
  pollingIntervalSeconds?: number;
  /** Seconds between the backstop polls while job notices arrive (default BACKSTOP_POLL_SECONDS). */
  backstopPollSeconds?: number;
  /**
   * Appended to every queue name. Tests give each app its own, so on a shared PostgreSQL one test
   * file's workers never take (or fail) another file's jobs.
   */
  namespace?: string;
};

/**
 * Every queue's policy. Job data holds personal data (addresses, and for mail the one-time codes
 * in plain text), so a finished job, completed or failed for good, is deleted after a minute
 * instead of pg-boss's 7 days. A new job sends a notice (PostgreSQL's NOTIFY, on commit) that wakes
 * the queue's workers in every instance at once, instead of at their next poll.
 */
export const QUEUE_POLICY = {
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  deleteAfterSeconds: 60,
  notify: true,
} as const;
/**
 * While notices arrive, workers still poll this often: a retry or a job that was due later has no
 * notice of its own when its time comes. Idle polling was most of an idle instance's queries (some
 * forty pollers, most every 2 s).
 */
export const BACKSTOP_POLL_SECONDS = 10;
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
          useListenNotify: true,
          ...maintenance,
        } as never)
      : // The notices hold a connection of their own, beside the pool's four.
        new PgBoss({
          connectionString: database.connectionString!,
          schema: 'pgboss',
          max: 4,
          useListenNotify: true,
          ...maintenance,
        });
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

  /** Settles one job of a batch: its failure is retried alone, with only the error's code kept. */
  async function runJob<T>(name: string, job: JobWithMetadata<T>, handler: JobHandler<T>): Promise<JobResult> {
    try {
      await handler(job.data);
      return { id: job.id, status: 'completed' };
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
      // pg-boss schedules the retry; the job's output holds the code, never the message.
      return { id: job.id, status: 'failed', output: { error: describeError(error) } };
    }
  }

  return {
    async send(queue, data, sendOptions = {}) {
      const name = named(queue);
      await ensureQueue(name);
      await boss.send(name, data, { priority: sendOptions.priority ?? 0 });
    },
    async sendMany(queue, data, sendOptions = {}) {
      if (data.length === 0) return;
      const name = named(queue);
      await ensureQueue(name);
      await boss.insert(
        name,
        data.map((item) => ({ data: item, priority: sendOptions.priority ?? 0 })),
        sendOptions.within ? { db: asJobDatabase(sendOptions.within) } : undefined,
      );
    },
    async work(queue, handler, tuning = {}) {
      const name = named(queue);
      await ensureQueue(name);
      const batchSize = tuning.batchSize ?? 1;
      // Several pollers per queue: one alone takes a job per poll, and a burst of mail (a busy
      // instance, or test files sharing one PostgreSQL) would wait minutes behind it. A batch is
      // handled concurrently and, while fetches come back full, fetched again at once
      // (burstWhenBatchFull) instead of after the polling interval.
      const pollingIntervalSeconds = tuning.pollingIntervalSeconds ?? options.pollingIntervalSeconds ?? 2;
      const workOptions = {
        pollingIntervalSeconds,
        notifyPollingIntervalSeconds: Math.max(
          pollingIntervalSeconds,
          options.backstopPollSeconds ?? BACKSTOP_POLL_SECONDS,
        ),
        includeMetadata: true,
        localConcurrency: tuning.workers ?? WORKERS_PER_QUEUE,
        batchSize,
        burstWhenBatchFull: batchSize > 1,
        perJobResults: true,
        ...(tuning.minPriority !== undefined && { minPriority: tuning.minPriority }),
      } as const;
      await boss.work(name, workOptions, async (jobs) =>
        Promise.all(jobs.map((job) => runJob(name, job as JobWithMetadata<never>, handler))),
      );
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
