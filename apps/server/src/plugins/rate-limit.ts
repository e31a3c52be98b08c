// IP rate limits with counters in PostgreSQL (shared by every instance); an error fails closed.
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { createBatchedCounters, type BatchedCounters } from '../db/batched-counters';

export type RateLimitSettings = {
  /** Requests per IP per minute across the API. */
  globalPerMinute: number;
  /** Requests per IP per 15 minutes to the public auth calls. */
  authPer15Minutes: number;
  /** Friend requests per user per hour: each may email an address nobody vouched for. */
  friendRequestsPerHour: number;
  /** Hangtime Now! calls per user per hour: each creates an event and mails every invitee. */
  hangoutsPerHour: number;
  /** find-locations calls per user per hour: each times every friend's trips (behaviour.md, issue 25). */
  findLocationsPerHour: number;
  /** Prefix of every counter key (tests give each app its own). */
  keyPrefix: string;
};

export const defaultRateLimits: RateLimitSettings = {
  globalPerMinute: 600,
  authPer15Minutes: 100,
  friendRequestsPerHour: 30,
  hangoutsPerHour: 20,
  findLocationsPerHour: 60,
  keyPrefix: 'rl',
};

/**
 * The plugin's store on the shared counters: a hit far below its limit is counted in memory and
 * sent in a batch; near the limit every hit is decided on the database's count (db/batched-counters.ts).
 */
function createPgStore(counters: BatchedCounters, prefix: string) {
  return class PgRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ) {
      counters.hit(`${prefix}:${key}`, timeWindow, max).then(
        (state) => callback(null, { current: state.count, ttl: Math.max(0, state.resetAt - Date.now()) }),
        (error: Error) => callback(error),
      );
    }

    // Route limits use their own keys (see authRouteLimit), so one store serves every route.
    child() {
      return new PgRateLimitStore();
    }
  };
}

/** API calls count against the per-IP limit, except health checks, unknown paths and routes with a limit of their own. */
const countsAgainstGlobalLimit = (request: FastifyRequest) =>
  request.url.startsWith('/api/') &&
  request.url !== '/api/health' &&
  !request.is404 &&
  request.routeOptions.config.rateLimit === undefined;

export async function registerRateLimits(app: FastifyInstance, db: Db, settings: RateLimitSettings) {
  const counters = createBatchedCounters(db);
  app.addHook('onClose', () => counters.close());
  await app.register(rateLimit, {
    // Not global: the plugin would append its check to each route's own onRequest hooks, after
    // `app.authenticate`, so a bad token would be answered with 401 (after a database lookup)
    // without counting. The per-IP limit is an application-level hook below instead, which Fastify
    // runs before any route's own hooks. Routes with a `config.rateLimit` (authRouteLimit) keep
    // the plugin's route hook: their limit replaces the per-IP one, as before.
    global: false,
    store: createPgStore(counters, settings.keyPrefix) as never,
    skipOnError: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too many requests. Please try again later.',
      code: 'RATE_LIMITED',
      retryAfter: context.after,
    }),
  });
  const limitPerIp = app.rateLimit({ max: settings.globalPerMinute, timeWindow: 60_000 });
  app.addHook('onRequest', async function (request, reply) {
    if (countsAgainstGlobalLimit(request)) await limitPerIp.call(this, request, reply);
  });
}

/** Route config for the public auth calls: one shared bucket per IP. */
export function authRouteLimit(settings: RateLimitSettings) {
  return {
    rateLimit: {
      max: settings.authPer15Minutes,
      timeWindow: 15 * 60_000,
      groupId: 'auth',
      keyGenerator: (request: { ip: string }) => `auth:${request.ip}`,
    },
  };
}
