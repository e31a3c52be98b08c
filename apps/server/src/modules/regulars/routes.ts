// HTTP for regular hangouts: make an event regular, see it, change how often, stop it; and the
// fairness note of a regular's suggestion. The organizer only (403 on the event, 404 otherwise).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventIdParams } from '@hangtime/core/events/schemas';
import { regularBody, regularOfferResponse, regularResponse } from '@hangtime/core/regulars/schemas';
import type { RegularsService } from './service';

const tags = ['regulars'];
const security = [{ bearer: [] }];

export function registerRegularsModule(app: FastifyInstance, regulars: RegularsService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.authenticate };
  const regularOf = '/api/calendar/events/:id/regular';

  routes.get(
    regularOf,
    { ...guarded, schema: { tags, security, params: eventIdParams, response: { 200: regularResponse } } },
    async (request) => ({ regular: await regulars.get(request.userId, request.params.id) }),
  );

  routes.post(
    regularOf,
    {
      ...guarded,
      schema: { tags, security, params: eventIdParams, body: regularBody, response: { 201: regularResponse } },
    },
    async (request, reply) => {
      const regular = await regulars.make(request.userId, request.params.id, request.body.cadence);
      return reply.code(201).send({ regular });
    },
  );

  routes.put(
    regularOf,
    {
      ...guarded,
      schema: { tags, security, params: eventIdParams, body: regularBody, response: { 200: regularResponse } },
    },
    async (request) => ({
      regular: await regulars.changeCadence(request.userId, request.params.id, request.body.cadence),
    }),
  );

  routes.delete(
    regularOf,
    { ...guarded, schema: { tags, security, params: eventIdParams, response: { 200: regularResponse } } },
    async (request) => ({ regular: await regulars.stop(request.userId, request.params.id) }),
  );

  routes.get(
    '/api/regulars/offers/:id',
    { ...guarded, schema: { tags, security, params: eventIdParams, response: { 200: regularOfferResponse } } },
    async (request) => ({ offer: await regulars.offer(request.userId, request.params.id) }),
  );
}
