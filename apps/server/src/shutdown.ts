// Stopping the process on SIGTERM within one deadline: the calls in flight get their answer (or a
// 503 when their time is up), the job queue and the database are closed, and the process exits
// within 10 seconds whatever is stuck (a frozen database never answers a goodbye).
import type { FastifyBaseLogger } from 'fastify';
import type { App } from './app';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';
import { toLoggableError } from './lib/loggable-error';

/** The whole stop, SIGTERM to exit: what an orchestrator waits before it kills (Kubernetes' default is 30 s). */
export const SHUTDOWN_DEADLINE_MS = 10_000;
/**
 * The steps' shares of it, counted from the signal. Calls normally end on their own within 2 s
 * (the database's timeouts bound them); one that waits on something else (a calendar server, the
 * places service) is answered 503 at 5 s. The queue then has until 7 s to finish its jobs, the
 * database until 8.5 s to close, and at 9 s the process exits whatever still runs.
 */
const CALLS_ANSWERED_BY_MS = 5_000;
const QUEUE_STOPPED_BY_MS = 7_000;
const DATABASE_CLOSED_BY_MS = 8_500;
const EXIT_BY_MS = 9_000;

export type Stoppable = {
  app: Pick<App, 'close' | 'requestsInFlight' | 'server'>;
  queue: Pick<JobQueue, 'stop'>;
  database: Pick<Database, 'close'>;
  log: FastifyBaseLogger;
  /** process.exit, or a stand-in in tests. */
  exit(code: number): void;
};

/** Resolves when `work` settles or at `deadline` (a Date.now() instant), whichever comes first; says which. */
async function until(work: Promise<unknown>, deadline: number): Promise<'done' | 'timed out'> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), Math.max(0, deadline - Date.now()));
  });
  const done = work.then(
    () => 'done' as const,
    () => 'done' as const,
  );
  try {
    return await Promise.race([done, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A log line that cannot be written (its reader gone: the pipe of a parent that died) must not
 * stop the stop, which would then never exit.
 */
function note(write: () => void) {
  try {
    write();
  } catch {
    // Nowhere to say it.
  }
}

export async function stopWithinDeadline({ app, queue, database, log, exit }: Stoppable): Promise<void> {
  const startedAt = Date.now();
  // The last resort, set before anything else can fail: whatever still hangs, the process goes.
  const lastResort = setTimeout(() => {
    note(() => log.error({ afterMs: Date.now() - startedAt }, 'shutdown deadline reached: exiting unfinished'));
    exit(1);
  }, EXIT_BY_MS);
  note(() => log.info('shutting down: finishing the calls in flight'));
  const answerStuckCalls = setTimeout(() => {
    const answered = app.requestsInFlight.answerAll();
    note(() => log.warn({ answered }, 'calls still in flight at the shutdown deadline answered 503'));
    // Their answers carry Connection: close; anything else still open (a download) is cut.
    setImmediate(() => app.server.closeAllConnections());
  }, CALLS_ANSWERED_BY_MS);

  await app
    .close()
    .catch((error: unknown) => note(() => log.error({ error: toLoggableError(error) }, 'closing the server failed')));
  clearTimeout(answerStuckCalls);
  if ((await until(queue.stop(), startedAt + QUEUE_STOPPED_BY_MS)) === 'timed out') {
    note(() => log.warn('the job queue did not stop in time; its unfinished jobs run again later'));
  }
  if ((await until(database.close(), startedAt + DATABASE_CLOSED_BY_MS)) === 'timed out') {
    note(() => log.warn('the database did not close in time'));
  }
  clearTimeout(lastResort);
  note(() => log.info({ tookMs: Date.now() - startedAt }, 'stopped'));
  exit(0);
}
