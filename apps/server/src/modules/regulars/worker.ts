// The regulars' sweep on the job queue, every hour: pg-boss keeps one schedule per name, so every
// instance may declare it and each hour's job runs once; a second run would plan nothing anyway
// (each period's row is the guard).
import type { FastifyBaseLogger } from 'fastify';
import type { SchedulingJobQueue } from '../../jobs/queue';
import type { RegularsService } from './service';

export const REGULARS_SWEEP_QUEUE = 'regulars-sweep';
export const REGULARS_SWEEP_CRON = '20 * * * *';

export async function startRegularsWorker(
  regulars: RegularsService,
  queue: SchedulingJobQueue,
  log: FastifyBaseLogger,
  /** Off in tests, which run the sweep themselves at the times they choose. */
  scheduled: boolean,
) {
  await queue.work(REGULARS_SWEEP_QUEUE, async () => {
    const counts = await regulars.sweep((regularId, error) =>
      log.error({ err: error, regularId }, 'regular hangout not planned'),
    );
    if (counts.offered + counts.no_time > 0) log.info({ counts }, 'regular hangouts planned');
  });
  if (scheduled) await queue.schedule(REGULARS_SWEEP_QUEUE, REGULARS_SWEEP_CRON);
}
