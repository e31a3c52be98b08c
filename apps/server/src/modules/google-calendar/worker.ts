import type { FastifyBaseLogger } from 'fastify';
import type { SchedulingJobQueue } from '../../jobs/queue';
import type { GoogleCalendarService } from './service';

export async function startGoogleCalendarWorker(
  service: GoogleCalendarService,
  queue: SchedulingJobQueue,
  log: FastifyBaseLogger,
) {
  void service;
  void queue;
  void log;
}
