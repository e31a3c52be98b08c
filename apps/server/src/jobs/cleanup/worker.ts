// The periodic cleanup job: expired sessions, ended rate-limit windows, dead codes, old mail; and
// fresh planner statistics where the database keeps none by itself (PGlite).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { SchedulingJobQueue } from '../queue';
import { createCleanupRepository, type CleanupRepository } from './repository';

export const CLEANUP_QUEUE = 'cleanup';
/** Every 15 minutes: often enough that codes in the outbox do not outlive their day by much. */
export const CLEANUP_CRON = '*/15 * * * *';

export type CleanupCounts = {
  sessions: number;
  rateLimits: number;
  codes: number;
  codeSends: number;
  outbox: number;
};

export async function runCleanup(repository: CleanupRepository, now: Date): Promise<CleanupCounts> {
  return {
    sessions: await repository.deleteExpiredSessions(now),
    rateLimits: await repository.deleteEndedRateLimitWindows(now),
    codes: await repository.deleteExpiredCodes(now),
    codeSends: await repository.deleteOldCodeSends(now),
    outbox: await repository.deleteOldOutboxMail(now),
  };
}

export async function startCleanupWorker(deps: {
  database: Database;
  queue: SchedulingJobQueue;
  log: FastifyBaseLogger;
}) {
  const repository = createCleanupRepository(deps.database.db);
  // The system clock: tests that need another time call runCleanup with a time of their own.
  await deps.queue.work(CLEANUP_QUEUE, async () => {
    const counts = await runCleanup(repository, new Date());
    await deps.database.refreshStatistics();
    deps.log.info({ deleted: counts }, 'cleanup done');
  });
  // pg-boss keeps one schedule per name in the database, so every instance may (re)declare it.
  await deps.queue.schedule(CLEANUP_QUEUE, CLEANUP_CRON);
}
