// buildApp: every plugin and module on a given database and queue, without listening.
import { resolve } from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AppDeps } from './deps';
import type { JobQueue } from './jobs/queue';
import { systemClock, type Clock } from './lib/clock';
import { redactedPaths } from './lib/log-redaction';
import { registerAuthModule } from './modules/auth/routes';
import { registerEmailOptOutModule } from './modules/email-optout/routes';
import { registerHealthRoutes } from './modules/health/routes';
import { registerLegalModule } from './modules/legal/routes';
import { createMailRepository } from './modules/mail/repository';
import { registerDevMailRoutes } from './modules/mail/routes';
import { createMailService } from './modules/mail/service';
import { createSessionStore } from './modules/auth/sessions';
import { registerAuthenticate } from './plugins/authenticate';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/errors';
import { defaultRateLimits, registerRateLimits, type RateLimitSettings } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web-app';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  queue: JobQueue;
  clock?: Clock;
  rateLimits?: Partial<RateLimitSettings>;
  logger?: FastifyServerOptions['logger'];
};

export const BODY_LIMIT_BYTES = 100 * 1024;

export async function buildApp(options: BuildAppOptions) {
  const { config, database, queue } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL, redact: { paths: redactedPaths, censor: '[redacted]' } },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.NODE_ENV === 'production',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    queue,
    mail: createMailService(queue),
    clock: options.clock ?? systemClock,
    rateLimits: { ...defaultRateLimits, ...options.rateLimits },
  };
  const sessions = createSessionStore(deps.db, deps.clock);

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await registerRateLimits(app, deps.db, deps.rateLimits);
  await registerDocs(app);
  registerAuthenticate(app, sessions);

  registerHealthRoutes(app, deps);
  registerAuthModule(app, deps, sessions);
  registerLegalModule(app, deps);
  registerEmailOptOutModule(app, deps);
  if (config.NODE_ENV !== 'production' && !config.SMTP_URL) {
    registerDevMailRoutes(app, createMailRepository(deps.db));
  }

  await registerWebApp(app, resolve(config.WEB_DIST_DIR ?? resolve(import.meta.dirname, '../../web/dist')));
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
