import type { FastifyBaseLogger } from 'fastify';
import type { SchedulingJobQueue } from '../../jobs/queue';
import type { CalendarSubscriptionsService } from './service';

export async function startCalendarSubscriptionsWorker(
  service: CalendarSubscriptionsService,
  queue: SchedulingJobQueue,
  log: FastifyBaseLogger,
) {
  void service;
  void queue;
  void log;
}
