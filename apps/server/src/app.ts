// buildApp: every plugin and module's routes on the composition root's services, without listening.
import { join, resolve } from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TrustProxy } from './config';
import type { Services } from './composition';
import type { AppDeps } from './deps';
import { redactedPaths } from './lib/log-redaction';
import { registerAuthModule } from './modules/auth';
import { registerAvailabilityModule } from './modules/availability';
import { registerBellModule } from './modules/bell';
import { registerCalendarFeedModule } from './modules/calendar-feed';
import { registerCalendarSubscriptionsModule } from './modules/calendar-subscriptions';
import { registerEmailOptOutModule } from './modules/email-optout';
import { registerEventsModule } from './modules/events';
import { registerFriendsModule } from './modules/friends';
import { registerGoogleCalendarModule } from './modules/google-calendar';
import { registerHealthRoutes } from './modules/health';
import { registerLegalModule } from './modules/legal';
import { registerLiveUpdatesModule } from './modules/live-updates';
import { registerLocationsModule } from './modules/locations';
import { registerDevMailRoutes } from './modules/mail';
import { registerNotificationsModule } from './modules/notifications';
import { registerMapSettingsRoutes, registerPlacesModule } from './modules/places';
import { registerPreferencesModule } from './modules/preferences';
import { registerPushModule } from './modules/push';
import { registerRegularsModule } from './modules/regulars';
import { registerRemindersModule } from './modules/reminders';
import { registerSchedulingModule } from './modules/scheduling';
import { registerWorkingHoursModule } from './modules/working-hours';
import { registerAuthenticate } from './plugins/authenticate';
import { registerCompression } from './plugins/compression';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/errors';
import { answerClientError, registerFrameworkErrorRoute, rerouteFrameworkError } from './plugins/framework-errors';
import { registerJsonOnlyBodies } from './plugins/json-bodies';
import { registerLoadShedding, sheddingSettingsOf } from './plugins/load-shedding';
import { allowLoopbackOnly } from './plugins/loopback-only';
import { registerRateLimits } from './plugins/rate-limit';
import { OneLineRequestLog } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { readIndexScriptHashes } from './lib/inline-script-hashes';
import { processLogTransport } from './lib/log-format';
import { batchedStdout } from './lib/batched-log-stream';

export type BuildAppOptions = {
  /** The infrastructure and the services of the composition root (composition.ts). */
  deps: AppDeps;
  services: Services;
  logger?: FastifyServerOptions['logger'];
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
  const { deps, services } = options;
  const { config } = deps;
  const transport = processLogTransport(config);
  const app = Fastify({
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      // JSON lines on stdout go out in batches (lib/batched-log-stream.ts); a pretty terminal's as they come.
      ...(transport ? { transport } : { stream: batchedStdout() }),
    },
    // One line per request instead of two (plugins/request-log.ts).
    logController: new OneLineRequestLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: toFastifyTrustProxy(config.TRUST_PROXY),
    // Errors before any route (plugins/framework-errors.ts): in the error shape, with the API's headers.
    frameworkErrors: rerouteFrameworkError,
    clientErrorHandler: answerClientError,
    // While closing, plugins/load-shedding.ts answers API calls 503 in the error shape, with Retry-After.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  registerJsonOnlyBodies(app);
  const webDistDir = resolve(config.WEB_DIST_DIR ?? resolve(import.meta.dirname, '../../web/dist'));
  await registerSecurityHeaders(app, {
    mapTileUrl: config.MAP_TILE_URL,
    inlineScriptHashes: readIndexScriptHashes(join(webDistDir, 'index.html')),
  });
  await registerCompression(app);
  // Before the rate limiter, whose counter is a database write: a refused call costs nothing.
  await registerLoadShedding(app, sheddingSettingsOf(config));
  // Its counts are sent on a timer, not by a request: through the handle that counts no query.
  await registerRateLimits(app, deps.database.uncountedDb, deps.rateLimits);
  await registerDocs(app);
  registerAuthenticate(app, services.sessions);

  registerFrameworkErrorRoute(app);
  registerHealthRoutes(app, deps.database);
  registerAuthModule(app, services.auth, deps.rateLimits);
  registerLegalModule(app, services.legal);
  registerEmailOptOutModule(app, services.emailOptOuts, deps.rateLimits);
  registerFriendsModule(app, services.friends);
  registerLocationsModule(app, services.locations);
  registerWorkingHoursModule(app, services.workingHours);
  registerAvailabilityModule(app, services.availability);
  registerEventsModule(app, services.events);
  registerPreferencesModule(app, services.preferences);
  registerSchedulingModule(app, services);
  registerPlacesModule(app, services.places);
  registerNotificationsModule(app, services.notifications);
  registerBellModule(app, services.bell);
  registerRemindersModule(app, services.reminders);
  registerRegularsModule(app, services.regulars);
  registerGoogleCalendarModule(app, services.googleCalendar, deps.rateLimits);
  registerCalendarSubscriptionsModule(app, services.calendarSubscriptions, deps.rateLimits);
  registerCalendarFeedModule(app, services.calendarFeed, deps.rateLimits);
  registerMapSettingsRoutes(app, config);
  registerLiveUpdatesModule(app, services.liveUpdates);
  registerPushModule(app, services.push);
  if (config.NODE_ENV !== 'production' && !config.SMTP_URL) {
    // In its own scope, so the loopback guard applies to the outbox routes and nothing else.
    await app.register(async (scope) => {
      scope.addHook('onRequest', allowLoopbackOnly);
      registerDevMailRoutes(scope, services.mailStore);
    });
  }

  await registerWebApp(app, webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
