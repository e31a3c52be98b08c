// HTTP for the "what and where" calls (behaviour.md §9): parse with core's schemas, call, reply.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findLocationsBody, findLocationsResponse, restaurantSubtypesBody, restaurantSubtypesResponse } from '@hangtime/core/places/schemas';
import type { AppDeps } from '../../deps';
import { createPlacesRepository } from './repository';
import { createPlacesService } from './service';

const tags = ['places'];
const security = [{ bearer: [] }];

export function registerPlacesModule(app: FastifyInstance, deps: AppDeps) {
  const places = createPlacesService(createPlacesRepository(deps.db), deps.places);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.authenticate };

  routes.post(
    '/api/calendar/restaurant-subtypes',
    { ...guarded, schema: { tags, security, body: restaurantSubtypesBody, response: { 200: restaurantSubtypesResponse } } },
    async (request) => ({
      success: true as const,
      restaurant_subtypes: await places.restaurantSubtypes(request.userId, request.body?.user_ids ?? []),
    }),
  );

  routes.post(
    '/api/calendar/find-locations',
    { ...guarded, schema: { tags, security, body: findLocationsBody, response: { 200: findLocationsResponse } } },
    async (request) => places.findLocations(request.userId, request.body),
  );
}
