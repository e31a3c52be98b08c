// Which error answers each operation can give, for the OpenAPI document: most follow from the
// route's shape (its inputs, its sign-in, its limits); the few a use case adds are listed by name.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { errorBodySchemaOf } from '@hangtime/core/error-body';

/**
 * Statuses a use case answers that the route's shape does not tell (a clash, a wrong password, a
 * missing object named in the body rather than the path), keyed "METHOD /path" as Fastify has it.
 * Read from the services; the OpenAPI fuzzer (test/openapi-fuzz.int.test.ts) fails on any status
 * an operation answers without declaring it, and test/openapi-document.int.test.ts on a key here
 * that names no operation.
 */
export const statusesOfUseCases: Readonly<Record<string, readonly number[]>> = {
  'POST /api/auth/register': [409],
  'POST /api/auth/login': [401, 403],
  'PUT /api/auth/me': [409],
  'POST /api/auth/process-referral-login': [404],
  'GET /api/terms': [404],
  'GET /api/privacy': [404],
  'PUT /api/friends/accept': [404],
  'DELETE /api/friends/decline': [404],
  'POST /api/friends/send-request': [409],
  'PUT /api/calendar/events/:id': [403],
  'DELETE /api/calendar/events/:id': [403],
  'POST /api/calendar/rsvp': [404, 409],
  'POST /api/events/automated-hangtime': [404, 409],
  'POST /api/calendar/restaurant-subtypes': [404],
  'POST /api/calendar/find-locations': [404],
  'GET /api/google-calendar/calendars': [404],
  'GET /api/google-calendar/auth': [404],
  'POST /api/google-calendar/sync': [404, 409],
  'POST /api/google-calendar/sync-all': [404, 409],
  'POST /api/calendar-subscriptions': [409],
  // The organizer's follow-up (issue 26): 403 for a guest on the event; a nudge with nobody left to
  // nudge, or after the event, is a conflict.
  'GET /api/calendar/events/:id/follow-up': [403],
  'POST /api/calendar/events/:id/follow-up/nudge': [403, 409],
  'PUT /api/calendar/events/:id/follow-up/quorum': [403],
  // Regular hangouts (issue 26): 403 for a guest on the event; already regular, not regular, or a
  // hangout without friends on it is a conflict.
  'GET /api/calendar/events/:id/regular': [403],
  'POST /api/calendar/events/:id/regular': [403, 409],
  'PUT /api/calendar/events/:id/regular': [403, 409],
  'DELETE /api/calendar/events/:id/regular': [403, 409],
  // Push (issue 26): 404 when the server has no VAPID keys (push is off), or the device is not yours.
  'GET /api/push/public-key': [404],
  'POST /api/push/subscriptions': [404],
  'DELETE /api/push/subscriptions': [404],
};

const descriptions: Record<number, string> = {
  400: 'Invalid input: `fields` names each invalid field with its message',
  401: 'Not signed in, or the session has ended',
  403: 'Not allowed (an email not verified yet, or an object only its organizer may change)',
  404: 'Not found, or not visible to the caller',
  409: 'Conflicts with the current state',
  413: 'The request body is over 100 KB',
  414: 'A path parameter is over the router’s length limit',
  429: 'Too many requests: wait for Retry-After seconds',
  500: 'An unexpected fault (details go to the log only)',
  503: 'The database or a service it needs is unavailable, or the server is busy: try again shortly',
};

export const routeKey = (method: string, url: string) => `${method} ${url}`;

const methodsWithBodies = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Hook = NonNullable<RouteOptions['onRequest']>;
const hooksOf = (hook: Hook | undefined) => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]);

/** The error statuses of one route, from its shape and statusesOfUseCases. */
export function errorStatusesOf(app: FastifyInstance, route: RouteOptions): number[] {
  const method = String(route.method);
  const schema = route.schema ?? {};
  const hooks = hooksOf(route.onRequest);
  const hasPathParams = /[:*]/.test(route.url);
  // Any body is parsed (as JSON only) and limited in size, whether the route reads it or not.
  const takesBody = methodsWithBodies.has(method);
  const statuses = new Set<number>([500, 503, ...(statusesOfUseCases[routeKey(method, route.url)] ?? [])]);
  if (takesBody || schema.body || schema.querystring || schema.params || schema.headers) statuses.add(400);
  if (takesBody) statuses.add(413);
  if (hooks.includes(app.authenticate) || hooks.includes(app.authenticateVerified)) statuses.add(401);
  if (hooks.includes(app.authenticateVerified)) statuses.add(403);
  if (hasPathParams) statuses.add(404);
  // The router refuses a path parameter over its length limit (maxParamLength) before any route.
  if (route.url.includes(':')) statuses.add(414);
  // plugins/rate-limit.ts: every API call but the health check, and any route with a limit of its own.
  if ((route.url.startsWith('/api/') && route.url !== '/api/health') || route.config?.rateLimit) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** The OpenAPI response of an error status: the shared error body, its codes narrowed to the status's. */
export function errorResponseOf(status: number) {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(errorBodySchemaOf(status), { target: 'openapi-3.0' });
  return { description: descriptions[status] ?? 'Error', title: errorSchemaName(status), ...schema };
}

const errorSchemaName = (status: number) => `Error${status}`;
const isErrorSchemaName = (name: unknown): name is string => typeof name === 'string' && /^Error\d{3}$/.test(name);

type Schema = { title?: unknown; description?: unknown; [key: string]: unknown };
type Document = {
  paths?: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>
  >;
  components?: { schemas?: Record<string, unknown> };
};

/**
 * The error bodies written once, as components (Error400, Error401, …), and referenced from each
 * operation: inline, they tripled the document's size.
 */
export function shareErrorSchemas<T>(document: T): T {
  const doc = document as Document;
  const shared: Record<string, unknown> = {};
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const response of Object.values(operation.responses ?? {})) {
        for (const media of Object.values(response.content ?? {})) {
          const name = media.schema?.title;
          if (!isErrorSchemaName(name)) continue;
          const { description: _description, ...schema } = media.schema!;
          shared[name] = schema;
          media.schema = { $ref: `#/components/schemas/${name}` };
        }
      }
    }
  }
  doc.components = { ...doc.components, schemas: { ...doc.components?.schemas, ...shared } };
  return document;
}
