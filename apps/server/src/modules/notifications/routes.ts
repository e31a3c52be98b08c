// HTTP for /api/notifications/*: the bell's one read and its two writes.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { markReadResponse, notificationIdParams, unifiedNotificationsResponse } from '@hangtime/core/notifications/schemas';
import type { AppDeps } from '../../deps';
import { createNotificationsService } from './service';

const tags = ['notifications'];
const security = [{ bearer: [] }];

export function registerNotificationsModule(app: FastifyInstance, deps: AppDeps) {
  const notifications = createNotificationsService(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.authenticate };

  routes.get(
    '/api/notifications/unified',
    { ...guarded, schema: { tags, security, response: { 200: unifiedNotificationsResponse } } },
    async (request) => notifications.unified(request.userId, request.isEmailVerified),
  );

  routes.put(
    '/api/notifications/read-all',
    { ...guarded, schema: { tags, security, response: { 200: markReadResponse } } },
    async (request) => ({ success: true as const, updated: await notifications.markAllRead(request.userId) }),
  );

  routes.put(
    '/api/notifications/:id/read',
    { ...guarded, schema: { tags, security, params: notificationIdParams, response: { 200: markReadResponse } } },
    async (request) => ({ success: true as const, updated: await notifications.markRead(request.userId, request.params.id) }),
  );
}
