// IP rate limits with counters in PostgreSQL (shared by every instance); an error fails closed.
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Db } from '../db/client';
import { hitCounter } from '../lib/counters';

export type RateLimitSettings = {
  /** Requests per IP per minute across the API. */
  globalPerMinute: number;
  /** Requests per IP per 15 minutes to the public auth calls. */
  authPer15Minutes: number;
  /** Friend requests per user per hour: each may email an address nobody vouched for. */
  friendRequestsPerHour: number;
  /** Hangtime Now! calls per user per hour: each creates an event and mails every invitee. */
  hangoutsPerHour: number;
  /** Prefix of every counter key (tests give each app its own). */
  keyPrefix: string;
};

export const defaultRateLimits: RateLimitSettings = {
  globalPerMinute: 600,
  authPer15Minutes: 100,
  friendRequestsPerHour: 30,
  hangoutsPerHour: 20,
  keyPrefix: 'rl',
};

function createPgStore(db: Db, prefix: string) {
  return class PgRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      const now = Date.now();
      hitCounter(db, `${prefix}:${key}`, timeWindow, now).then(
        (state) => callback(null, { current: state.count, ttl: Math.max(0, state.resetAt - now) }),
        (error: Error) => callback(error),
      );
    }

    // Route limits use their own keys (see authRouteLimit), so one store serves every route.
    child() {
      return new PgRateLimitStore();
    }
  };
}

type RouteHook = NonNullable<RouteOptions['onRequest']>;
const hooksOf = (hook: RouteHook | undefined) => (hook === undefined ? [] : Array.isArray(hook) ? [...hook] : [hook]);

export async function registerRateLimits(app: FastifyInstance, db: Db, settings: RateLimitSettings) {
  // @fastify/rate-limit appends its onRequest hook after the route's own ones, so a route guarded
  // by `onRequest: app.authenticate` would answer a bad token with 401 (after a database lookup)
  // without counting the request. The hooks below put the limiter first: every API request counts.
  const ownHooks = new WeakMap<RouteOptions, RouteHook[]>();
  app.addHook('onRoute', (route) => {
    ownHooks.set(route, hooksOf(route.onRequest));
  });
  await app.register(rateLimit, {
    global: true,
    max: settings.globalPerMinute,
    timeWindow: 60_000,
    store: createPgStore(db, settings.keyPrefix) as never,
    skipOnError: false,
    allowList: (request) => !request.url.startsWith('/api/') || request.url === '/api/health',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too many requests. Please try again later.',
      code: 'RATE_LIMITED',
      retryAfter: context.after,
    }),
  });
  app.addHook('onRoute', (route) => {
    const own = ownHooks.get(route) ?? [];
    const hooks = hooksOf(route.onRequest);
    route.onRequest = [...hooks.filter((hook) => !own.includes(hook)), ...hooks.filter((hook) => own.includes(hook))];
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
