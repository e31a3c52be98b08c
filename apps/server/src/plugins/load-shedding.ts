// Past saturation, API calls are refused at once with 503 and Retry-After instead of queueing:
// latency stays bounded and memory flat, and the caller (or the load balancer) tries again later.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@hangtime/core/errors';
import type { Config } from '../config';

export type SheddingSettings = {
  /** API requests being worked on at once, past which new ones are refused; 0 for no limit. */
  maxInFlight: number;
  /** The event loop's mean delay over a sample, in milliseconds, past which calls are refused; 0 for off. */
  maxEventLoopDelayMs: number;
};

/**
 * For a 2-core machine: one instance serves some 200-300 calls a second of the realistic mix at a
 * few milliseconds each, so 100 calls in flight is already half a second of queued work; a mean
 * loop delay of 100 ms means every call waits that long before its first line runs.
 */
export const defaultShedding: SheddingSettings = { maxInFlight: 100, maxEventLoopDelayMs: 100 };

/**
 * The settings, with the defaults where unset. Tests share their loop with their client and PGlite,
 * so off there. On the embedded database the loop's delay is off too: PGlite runs every query on
 * the loop itself, so its delay measures the database's work (and, on a busy machine, whatever
 * else runs there), not requests queueing; the embedded default is one process for one household,
 * whose calls the limit in flight still bounds.
 */
export function sheddingSettingsOf(config: Config): SheddingSettings {
  const fallback =
    config.NODE_ENV === 'test'
      ? { maxInFlight: 0, maxEventLoopDelayMs: 0 }
      : config.DATABASE_URL
        ? defaultShedding
        : { ...defaultShedding, maxEventLoopDelayMs: 0 };
  return {
    maxInFlight: config.SHED_MAX_IN_FLIGHT ?? fallback.maxInFlight,
    maxEventLoopDelayMs: config.SHED_MAX_EVENT_LOOP_DELAY_MS ?? fallback.maxEventLoopDelayMs,
  };
}

/** Short: an overload passes in seconds, and the next try may well land on a quieter instance. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 2;
/** How often the loop's delay is read: often enough to react within a second, rarely enough to cost nothing. */
const SAMPLE_INTERVAL_MS = 500;

const busy = () =>
  new AppError('SERVICE_UNAVAILABLE', 'The server is busy. Please try again shortly.', {
    retryAfterSeconds: OVERLOAD_RETRY_AFTER_SECONDS,
  });
const stopping = () =>
  new AppError('SERVICE_UNAVAILABLE', 'The server is restarting. Please try again shortly.', {
    retryAfterSeconds: OVERLOAD_RETRY_AFTER_SECONDS,
  });

/**
 * Only API calls are counted and refused: the health check must keep telling the truth about the
 * database, and the web app's files cost next to nothing to serve.
 */
function isSheddable(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/') && request.routeOptions.url !== '/api/health';
}

export type RequestsInFlight = {
  /** API calls being worked on now. */
  count(): number;
  /** Answers every API call still unanswered with a 503 (the shutdown's deadline); says how many. */
  answerAll(): number;
};

declare module 'fastify' {
  interface FastifyInstance {
    requestsInFlight: RequestsInFlight;
  }
  interface FastifyContextConfig {
    /**
     * A stream that stays open for its client's whole visit (live updates): refused like any call
     * when closing or overloaded, but not counted in flight once admitted, where it would hold a
     * place for hours and be answered 503 at the shutdown's deadline (its own module ends it).
     */
    isLongLived?: boolean;
  }
}

export async function registerLoadShedding(app: FastifyInstance, settings: SheddingSettings) {
  const inFlight = new Set<FastifyReply>();
  let isClosing = false;
  app.decorate('requestsInFlight', {
    count: () => inFlight.size,
    answerAll() {
      let answered = 0;
      for (const reply of inFlight) {
        if (reply.sent) continue;
        // An error goes through the error handler: the usual shape, with Retry-After.
        reply.header('Connection', 'close').send(stopping());
        answered += 1;
      }
      return answered;
    },
  });
  // Fastify's own answer while closing is a bare 503 without Retry-After (app.ts turns it off).
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  // Used as a sensor only (no thresholds of its own): it samples the loop's delay on a histogram.
  await app.register(underPressure, { sampleInterval: SAMPLE_INTERVAL_MS });

  app.addHook('onRequest', async (request, reply) => {
    if (!isSheddable(request)) return;
    if (isClosing) throw stopping();
    if (settings.maxInFlight > 0 && inFlight.size >= settings.maxInFlight) throw busy();
    if (settings.maxEventLoopDelayMs > 0 && app.memoryUsage().eventLoopDelay > settings.maxEventLoopDelayMs) {
      throw busy();
    }
    if (request.routeOptions.config.isLongLived) return;
    inFlight.add(reply);
    // 'close' comes after the answer is sent or when the client goes away, whichever is first.
    reply.raw.once('close', () => inFlight.delete(reply));
  });
}
