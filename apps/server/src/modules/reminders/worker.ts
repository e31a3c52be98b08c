// The sweep on the job queue: pg-boss keeps one schedule per name in the database, so every
// instance may declare it and each minute's job runs once; a second run would send nothing anyway.
import type { FastifyBaseLogger } from 'fastify';
import type { SchedulingJobQueue } from '../../jobs/queue';
import type { RemindersService } from './service';

export const REMINDERS_SWEEP_QUEUE = 'reminders-sweep';
export const REMINDERS_SWEEP_CRON = '* * * * *';

export async function startRemindersWorker(
  reminders: RemindersService,
  queue: SchedulingJobQueue,
  log: FastifyBaseLogger,
  /** Off in tests, which run the sweep themselves at the times they choose. */
  scheduled: boolean,
) {
  await queue.work(REMINDERS_SWEEP_QUEUE, async () => {
    const sent = await reminders.sweep();
    if (Object.values(sent).some((count) => count > 0)) log.info({ sent }, 'reminders and nudges sent');
  });
  if (scheduled) await queue.schedule(REMINDERS_SWEEP_QUEUE, REMINDERS_SWEEP_CRON);
}
