// HTTP for /api/locations: parse with core's schemas, call the service, reply with a declared shape.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  locationBody,
  locationDeletedResponse,
  locationIdParams,
  locationResponse,
  locationsResponse,
} from '@hangtime/core/locations/schemas';
import type { LocationsService } from './service';

const tags = ['locations'];
const security = [{ bearer: [] }];

export function registerLocationsModule(app: FastifyInstance, locations: LocationsService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.authenticate };

  routes.get(
    '/api/locations',
    { ...guarded, schema: { tags, security, response: { 200: locationsResponse } } },
    async (request) => ({
      locations: await locations.list(request.userId),
    }),
  );

  routes.post(
    '/api/locations',
    { ...guarded, schema: { tags, security, body: locationBody, response: { 201: locationResponse } } },
    async (request, reply) => {
      const location = await locations.create(request.userId, request.body);
      return reply.status(201).send({ success: true as const, data: { location } });
    },
  );

  routes.put(
    '/api/locations/:id',
    {
      ...guarded,
      schema: { tags, security, params: locationIdParams, body: locationBody, response: { 200: locationResponse } },
    },
    async (request) => ({
      success: true as const,
      data: { location: await locations.update(request.userId, request.params.id, request.body) },
    }),
  );

  routes.delete(
    '/api/locations/:id',
    { ...guarded, schema: { tags, security, params: locationIdParams, response: { 200: locationDeletedResponse } } },
    async (request) => {
      await locations.remove(request.userId, request.params.id);
      return { success: true as const, message: 'Location deleted' };
    },
  );
}
