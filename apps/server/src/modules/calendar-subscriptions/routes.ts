// HTTP for /api/calendar-subscriptions: parse with core's schemas, call the service, reply with a declared shape.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addSubscriptionBody,
  subscriptionDeletedResponse,
  subscriptionParams,
  subscriptionResponse,
  subscriptionsResponse,
} from '@hangtime/core/calendar-link/schemas';
import type { RateLimitSettings } from '../../plugins/rate-limit';
import { feedMessages } from './messages';
import type { CalendarSubscriptionsService } from './service';

const tags = ['calendar-subscriptions'];
const security = [{ bearer: [] }];

/** Adds and refreshes each make this server fetch an address the person chose: a few an hour each. */
export const FETCHES_PER_HOUR = 30;

export function registerCalendarSubscriptionsModule(
  app: FastifyInstance,
  service: CalendarSubscriptionsService,
  limits: RateLimitSettings,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.authenticate };
  // The route limit's check runs after authenticate (see plugins/rate-limit.ts), so it counts per person.
  const fetching = {
    ...guarded,
    config: {
      rateLimit: {
        max: FETCHES_PER_HOUR,
        timeWindow: 60 * 60_000,
        groupId: 'calendar-subscription-fetches',
        keyGenerator: (request: { userId: string; ip: string }) => `ics-fetch:${request.userId || request.ip}`,
      },
    },
  };
  void limits;

  routes.get(
    '/api/calendar-subscriptions',
    { ...guarded, schema: { tags, security, response: { 200: subscriptionsResponse } } },
    async (request) => ({ subscriptions: await service.list(request.userId) }),
  );

  routes.post(
    '/api/calendar-subscriptions',
    { ...fetching, schema: { tags, security, body: addSubscriptionBody, response: { 201: subscriptionResponse } } },
    async (request, reply) => {
      const subscription = await service.add(request.userId, request.body.url);
      return reply.status(201).send({ success: true as const, subscription });
    },
  );

  routes.post(
    '/api/calendar-subscriptions/:id/refresh',
    { ...fetching, schema: { tags, security, params: subscriptionParams, response: { 200: subscriptionResponse } } },
    async (request) => ({
      success: true as const,
      subscription: await service.refresh(request.userId, request.params.id),
    }),
  );

  routes.delete(
    '/api/calendar-subscriptions/:id',
    {
      ...guarded,
      schema: { tags, security, params: subscriptionParams, response: { 200: subscriptionDeletedResponse } },
    },
    async (request) => {
      await service.remove(request.userId, request.params.id);
      return { success: true as const, message: feedMessages.removed };
    },
  );
}
