// buildApp: every plugin and module on a given database and queue, without listening.
import { join, resolve } from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config';
import type { Database } from './db/client';
import type { AppDeps } from './deps';
import type { JobQueue } from './jobs/queue';
import { systemClock, type Clock } from './lib/clock';
import { redactedPaths } from './lib/log-redaction';
import { registerAuthModule } from './modules/auth/routes';
import { registerAvailabilityModule } from './modules/availability/routes';
import { registerEmailOptOutModule } from './modules/email-optout/routes';
import { registerEventsModule } from './modules/events/routes';
import { registerFriendsModule } from './modules/friends/routes';
import { registerHealthRoutes } from './modules/health/routes';
import { registerLegalModule } from './modules/legal/routes';
import { registerLocationsModule } from './modules/locations/routes';
import { registerNotificationsModule } from './modules/notifications/routes';
import { registerMapSettingsRoutes } from './modules/places/map-settings-routes';
import { registerPlacesModule } from './modules/places/routes';
import { createPlaces, loadOnce, type PlacesSource } from './modules/places/setup';
import { registerPreferencesModule } from './modules/preferences/routes';
import { createMailRepository } from './modules/mail/repository';
import { registerDevMailRoutes } from './modules/mail/routes';
import { createMailService } from './modules/mail/service';
import { createSessionStore } from './modules/auth/sessions';
import { registerSchedulingModule } from './modules/scheduling/routes';
import { registerWorkingHoursModule } from './modules/working-hours/routes';
import { registerAuthenticate } from './plugins/authenticate';
import { registerCompression } from './plugins/compression';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/errors';
import { registerJsonOnlyBodies } from './plugins/json-bodies';
import { allowLoopbackOnly } from './plugins/loopback-only';
import { defaultRateLimits, registerRateLimits, type RateLimitSettings } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { readIndexScriptHashes } from './lib/inline-script-hashes';
import { processLogTransport } from './lib/log-format';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  queue: JobQueue;
  clock?: Clock;
  rateLimits?: Partial<RateLimitSettings>;
  logger?: FastifyServerOptions['logger'];
  /** The places engine, loaded at start by the server; absent, it loads on the first search. */
  places?: PlacesSource;
};

export const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * TRUST_PROXY as Fastify takes it. Fastify itself trusts nothing for a bare hop count (a client
 * that reaches the server directly could then forge the header), so a count becomes "trust the
 * nearest n hops": only right when the server is reachable through those proxies alone.
 */
function toFastifyTrustProxy(setting: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

export async function buildApp(options: BuildAppOptions) {
  const { config, database, queue } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      transport: processLogTransport(config),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: toFastifyTrustProxy(config.TRUST_PROXY),
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
    rateLimits: { ...defaultRateLimits, globalPerMinute: config.RATE_LIMIT_PER_MINUTE, ...options.rateLimits },
    places: options.places ?? loadOnce(() => createPlaces(config, app.log)),
  };
  const sessions = createSessionStore(deps.db, deps.clock);

  registerErrorHandler(app);
  registerJsonOnlyBodies(app);
  const webDistDir = resolve(config.WEB_DIST_DIR ?? resolve(import.meta.dirname, '../../web/dist'));
  await registerSecurityHeaders(app, {
    mapTileUrl: config.MAP_TILE_URL,
    inlineScriptHashes: readIndexScriptHashes(join(webDistDir, 'index.html')),
  });
  await registerCompression(app);
  await registerRateLimits(app, deps.db, deps.rateLimits);
  await registerDocs(app);
  registerAuthenticate(app, sessions);

  registerHealthRoutes(app, deps);
  registerAuthModule(app, deps, sessions);
  registerLegalModule(app, deps);
  registerEmailOptOutModule(app, deps);
  registerFriendsModule(app, deps);
  registerLocationsModule(app, deps);
  registerWorkingHoursModule(app, deps);
  registerAvailabilityModule(app, deps);
  registerEventsModule(app, deps);
  registerPreferencesModule(app, deps);
  registerSchedulingModule(app, deps);
  registerPlacesModule(app, deps);
  registerNotificationsModule(app, deps);
  registerMapSettingsRoutes(app, config);
  if (config.NODE_ENV !== 'production' && !config.SMTP_URL) {
    const outbox = createMailRepository(deps.db);
    // In its own scope, so the loopback guard applies to the outbox routes and nothing else.
    await app.register(async (scope) => {
      scope.addHook('onRequest', allowLoopbackOnly);
      registerDevMailRoutes(scope, outbox);
    });
  }

  await registerWebApp(app, webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
