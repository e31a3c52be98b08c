// HTTP for /api/notifications/*/read: the bell's two writes (its read is the bell module's).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { markReadResponse, notificationIdParams } from '@hangtime/core/notifications/schemas';
import type { NotificationsService } from './service';

const tags = ['notifications'];
const security = [{ bearer: [] }];

export function registerNotificationsModule(app: FastifyInstance, notifications: NotificationsService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.authenticate };

  routes.put(
    '/api/notifications/read-all',
    { ...guarded, schema: { tags, security, response: { 200: markReadResponse } } },
    async (request) => ({ success: true as const, updated: await notifications.markAllRead(request.userId) }),
  );

  routes.put(
    '/api/notifications/:id/read',
    { ...guarded, schema: { tags, security, params: notificationIdParams, response: { 200: markReadResponse } } },
    async (request) => ({
      success: true as const,
      updated: await notifications.markRead(request.userId, request.params.id),
    }),
  );
}
