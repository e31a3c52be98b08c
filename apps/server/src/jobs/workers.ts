// Starts every background worker on the queue, with the composition root's services.
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../composition';
import type { AppDeps } from '../deps';
import { startCodeRequestWorker } from '../modules/auth';
import { startCalendarSubscriptionsWorker } from '../modules/calendar-subscriptions';
import { startGoogleCalendarWorker } from '../modules/google-calendar';
import { createOutboxMailer, createSmtpMailer, startMailWorker } from '../modules/mail';
import { startRegularsWorker } from '../modules/regulars';
import { startPushWorker } from '../modules/push';
import { startRemindersWorker } from '../modules/reminders';
import { startSuggestionsWorker } from '../modules/scheduling';
import { startCleanupWorker } from './cleanup/worker';
import type { SchedulingJobQueue } from './queue';

export async function startWorkers(options: {
  deps: AppDeps;
  services: Services;
  queue: SchedulingJobQueue;
  log: FastifyBaseLogger;
}) {
  const { deps, services, queue, log } = options;
  const { config } = deps;
  const mailer = config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createOutboxMailer(services.mailStore, log);
  await startMailWorker({
    queue,
    mailer,
    repository: services.mailStore,
    appOrigin: config.APP_ORIGIN,
    log,
    secrets: deps.secrets,
  });
  await startCodeRequestWorker(services.auth, queue);
  // Before anything that writes bell rows: their push jobs are queued inside those transactions.
  await startPushWorker(services.push, services.pushSender, queue, log);
  await startCleanupWorker({ database: deps.database, queue, log });
  await startSuggestionsWorker(services.suggestions, queue, log, config.SUGGESTIONS_CRON);
  await startGoogleCalendarWorker(services.googleCalendar, queue, log);
  await startCalendarSubscriptionsWorker(services.calendarSubscriptions, queue, log);
  // After the mail worker: the sweep queues mail inside its transactions, on a queue created already.
  await startRemindersWorker(services.reminders, queue, log, config.REMINDERS_SWEEP === 'on');
  await startRegularsWorker(services.regulars, queue, log, config.REGULARS_SWEEP === 'on');
}
