// HTTP for the bell's one read, GET /api/notifications/unified.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unifiedNotificationsResponse } from '@hangtime/core/notifications/schemas';
import type { BellService } from './service';

export function registerBellModule(app: FastifyInstance, bell: BellService) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/notifications/unified',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notifications'],
        security: [{ bearer: [] }],
        response: { 200: unifiedNotificationsResponse },
      },
    },
    async (request) => bell.unified(request.userId, request.isEmailVerified),
  );
}
