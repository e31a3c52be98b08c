// HTTP for /api/google-calendar (spec §7 "Calendar-provider link", behaviour.md §10). The
// callback is where Google sends the browser back: it carries no session (the state names the
// person) and always ends in a redirect to the /google-callback page, never a JSON error.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  googleAuthResponse,
  googleCalendarParams,
  googleCalendarsResponse,
  googleDisconnectResponse,
  googleStatusResponse,
  googleSyncBody,
  googleSyncResponse,
} from '@hangtime/core/calendar-link/schemas';
import { secretPathLogSerializers } from '../../lib/log-redaction';
import type { RateLimitSettings } from '../../plugins/rate-limit';
import type { GoogleCalendarService } from './service';

const tags = ['google-calendar'];
const security = [{ bearer: [] }];

/** Whatever Google (or anyone) puts in the callback's query: read as optional short strings. */
const callbackQuery = z.object({
  code: z.string().max(2048).optional().catch(undefined),
  state: z.string().max(512).optional().catch(undefined),
  error: z.string().max(256).optional().catch(undefined),
});

export function registerGoogleCalendarModule(
  app: FastifyInstance,
  google: GoogleCalendarService,
  limits: RateLimitSettings,
) {
  void limits; // Calls to Google are limited per person in the service; the per-IP limit covers the rest.
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.authenticate };

  routes.get(
    '/api/google-calendar/status',
    { ...guarded, schema: { tags, security, response: { 200: googleStatusResponse } } },
    async (request) => google.status(request.userId),
  );

  routes.get(
    '/api/google-calendar/calendars',
    { ...guarded, schema: { tags, security, response: { 200: googleCalendarsResponse } } },
    async (request) => ({ calendars: await google.calendars(request.userId) }),
  );

  routes.get(
    '/api/google-calendar/auth',
    { ...guarded, schema: { tags, security, response: { 200: googleAuthResponse } } },
    async (request) => ({
      success: true as const,
      data: { auth_url: await google.authorizationUrl(request.userId) },
    }),
  );

  routes.get(
    '/api/google-calendar/callback',
    // Its query holds Google's authorization code: the request line logs it redacted.
    { schema: { tags, querystring: callbackQuery, hide: true }, logSerializers: secretPathLogSerializers },
    async (request, reply) => {
      const result = await google.completeSignIn(request.query);
      const target = new URLSearchParams({ success: String(result.success), message: result.message });
      return reply.redirect(`/google-callback?${target.toString()}`, 302);
    },
  );

  routes.post(
    '/api/google-calendar/sync',
    { ...guarded, schema: { tags, security, body: googleSyncBody, response: { 200: googleSyncResponse } } },
    async (request) => ({
      success: true as const,
      imported: await google.sync(request.userId, request.body.calendar_id),
    }),
  );

  routes.post(
    '/api/google-calendar/sync-all',
    { ...guarded, schema: { tags, security, response: { 200: googleSyncResponse } } },
    async (request) => ({ success: true as const, imported: await google.syncAll(request.userId) }),
  );

  routes.delete(
    '/api/google-calendar/disconnect/:calendar_id',
    {
      ...guarded,
      schema: { tags, security, params: googleCalendarParams, response: { 200: googleDisconnectResponse } },
    },
    async (request) => ({
      success: true as const,
      message: await google.disconnect(request.userId, request.params.calendar_id),
    }),
  );
}
