// The periodic refresh on the job queue: every 30 minutes one run lists the subscriptions that
// are due and sends one job each, so one slow or failing calendar never holds up the others.
import type { FastifyBaseLogger } from 'fastify';
import type { SchedulingJobQueue } from '../../jobs/queue';
import type { CalendarSubscriptionsService } from './service';

export const SUBSCRIPTIONS_DUE_QUEUE = 'calendar-subscriptions-due';
export const SUBSCRIPTION_REFRESH_QUEUE = 'calendar-subscription-refresh';
export const SUBSCRIPTIONS_CRON = '*/30 * * * *';

/** The subscription's id only: its address is a secret and job data is stored. */
export type RefreshJob = { subscriptionId: string };

export async function startCalendarSubscriptionsWorker(
  service: CalendarSubscriptionsService,
  queue: SchedulingJobQueue,
  log: FastifyBaseLogger,
) {
  await queue.work(SUBSCRIPTIONS_DUE_QUEUE, async () => {
    const due = await service.listDue();
    await queue.sendMany<RefreshJob>(
      SUBSCRIPTION_REFRESH_QUEUE,
      due.map((subscriptionId) => ({ subscriptionId })),
    );
    log.info({ due: due.length }, 'calendar subscriptions: one refresh job per due subscription sent');
  });
  await queue.work<RefreshJob>(SUBSCRIPTION_REFRESH_QUEUE, async ({ subscriptionId }) => {
    // A calendar that cannot be read is recorded on its row; only our own failures throw (and retry).
    const outcome = await service.refreshScheduled(subscriptionId);
    log.debug({ subscriptionId, outcome }, 'calendar subscription refreshed');
  });
  await queue.schedule(SUBSCRIPTIONS_DUE_QUEUE, SUBSCRIPTIONS_CRON);
}
