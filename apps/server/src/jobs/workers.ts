// Starts every background worker on the queue.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createOutboxMailer, createSmtpMailer } from '../modules/mail/mailer';
import { createMailRepository } from '../modules/mail/repository';
import { startMailWorker } from '../modules/mail/service';
import { createPlaces, loadOnce, type PlacesSource } from '../modules/places/setup';
import { startSuggestionsWorker } from '../modules/scheduling/suggestions-worker';
import { createMailService } from '../modules/mail/service';
import { systemClock } from '../lib/clock';
import { defaultRateLimits } from '../plugins/rate-limit';
import { startCleanupWorker } from './cleanup/worker';
import type { SchedulingJobQueue } from './queue';

export async function startWorkers(deps: { config: Config; database: Database; queue: SchedulingJobQueue; log: FastifyBaseLogger; places?: PlacesSource }) {
  const { db } = deps.database;
  const mailer = deps.config.SMTP_URL
    ? createSmtpMailer(deps.config.SMTP_URL, deps.config.MAIL_FROM)
    : createOutboxMailer(db, deps.log);
  await startMailWorker({
    queue: deps.queue,
    mailer,
    repository: createMailRepository(db),
    appOrigin: deps.config.APP_ORIGIN,
    log: deps.log,
  });
  await startCleanupWorker({ database: deps.database, queue: deps.queue, log: deps.log });
  const appDeps = { config: deps.config, database: deps.database, db, queue: deps.queue, mail: createMailService(deps.queue), clock: systemClock, rateLimits: defaultRateLimits,
    places: deps.places ?? loadOnce(() => createPlaces(deps.config, deps.log)) };
  await startSuggestionsWorker(appDeps, deps.queue, deps.log);
}
