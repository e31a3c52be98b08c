// HTTP for the personal feed: the address (/api/calendar/feed, signed in) and the feed itself
// (/feeds/{token}.ics, no sign-in: calendar apps cannot sign in; the address is the secret).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedResponse } from '@hangtime/core/calendar-link/schemas';
import { secretPathLogSerializers } from '../../lib/log-redaction';
import { uncompressed } from '../../plugins/compression';
import type { RateLimitSettings } from '../../plugins/rate-limit';
import type { CalendarFeedService } from './service';

const tags = ['calendar-feed'];
const security = [{ bearer: [] }];

/** The feed is personal: no shared cache keeps it; an app may reuse it for five minutes. */
const FEED_CACHE_CONTROL = 'private, max-age=300';

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 13.1.2). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

export function registerCalendarFeedModule(
  app: FastifyInstance,
  service: CalendarFeedService,
  limits: RateLimitSettings,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The answers carry the address, a credential: uncompressed (BREACH, see plugins/compression.ts).
  const guarded = { onRequest: app.authenticate, ...uncompressed };

  routes.get(
    '/api/calendar/feed',
    { ...guarded, schema: { tags, security, response: { 200: feedResponse } } },
    async (request) => service.getAddress(request.userId),
  );

  routes.post(
    '/api/calendar/feed',
    { ...guarded, schema: { tags, security, response: { 200: feedResponse } } },
    async (request) => service.renewAddress(request.userId),
  );

  routes.get(
    '/feeds/*',
    {
      schema: {
        tags,
        summary: 'The personal feed: GET /feeds/{token}.ics',
        params: z.object({ '*': z.string() }),
        response: {
          200: { description: 'The feed, an iCalendar file', content: { 'text/calendar': { schema: z.string() } } },
          304: z.null().describe('Not modified: the If-None-Match ETag is current'),
        },
      },
      // Every path under /feeds/ comes here (a trailing slash or a suffix too), so no answer for one
      // of them, not even a 404 of the router, logs the address.
      logSerializers: secretPathLogSerializers,
      // Outside /api/, so the per-IP limit of the API does not count it: its own bucket, as large.
      config: {
        rateLimit: {
          max: limits.globalPerMinute,
          timeWindow: 60_000,
          groupId: 'calendar-feed',
          keyGenerator: (request: { ip: string }) => `feed:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const file = request.params['*'];
      const { body, etag } = await service.readFeed(file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '');
      reply.header('cache-control', FEED_CACHE_CONTROL).header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return reply.header('content-type', 'text/calendar; charset=utf-8').send(body);
    },
  );
}
