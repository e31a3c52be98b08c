// HTTP for /api/push: the server's public key, a device's subscription, the kinds a person wants.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  publicKeyResponse,
  pushKindsResponse,
  pushSuccessResponse,
  subscribeBody,
  unsubscribeBody,
  updatePushKindsBody,
} from '@hangtime/core/push/schemas';
import type { PushService } from './service';

const tags = ['push'];
const security = [{ bearer: [] }];

/** Subscribing writes a row and, later, makes the server call the address: a few an hour per person. */
export const SUBSCRIBES_PER_HOUR = 30;

export function registerPushModule(app: FastifyInstance, push: PushService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.authenticate };
  // The route limit's check runs after authenticate (plugins/rate-limit.ts), so it counts per person.
  const limited = {
    ...guarded,
    config: {
      rateLimit: {
        max: SUBSCRIBES_PER_HOUR,
        timeWindow: 60 * 60_000,
        groupId: 'push-subscriptions',
        keyGenerator: (request: { userId: string; ip: string }) => `push-subscribe:${request.userId || request.ip}`,
      },
    },
  };

  routes.get(
    '/api/push/public-key',
    { ...guarded, schema: { tags, security, response: { 200: publicKeyResponse } } },
    async () => ({ public_key: push.publicKey() }),
  );

  routes.post(
    '/api/push/subscriptions',
    { ...limited, schema: { tags, security, body: subscribeBody, response: { 201: pushSuccessResponse } } },
    async (request, reply) => {
      await push.subscribe(request.userId, request.body);
      return reply.status(201).send({ success: true as const });
    },
  );

  routes.delete(
    '/api/push/subscriptions',
    { ...guarded, schema: { tags, security, body: unsubscribeBody, response: { 200: pushSuccessResponse } } },
    async (request) => {
      await push.unsubscribe(request.userId, request.body.endpoint);
      return { success: true as const };
    },
  );

  routes.get(
    '/api/push/preferences',
    { ...guarded, schema: { tags, security, response: { 200: pushKindsResponse } } },
    async (request) => ({ kinds: await push.kinds(request.userId) }),
  );

  routes.put(
    '/api/push/preferences',
    { ...guarded, schema: { tags, security, body: updatePushKindsBody, response: { 200: pushKindsResponse } } },
    async (request) => ({ kinds: await push.updateKinds(request.userId, request.body) }),
  );
}
