// HTTP for the "what and where" calls (behaviour.md §9): parse with core's schemas, call, reply.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError } from '@hangtime/core/errors';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  findLocationsBody,
  findLocationsResponse,
  placesMessages,
  restaurantSubtypesBody,
  restaurantSubtypesResponse,
} from '@hangtime/core/places/schemas';
import { PlacesUnavailableError } from './live-errors';
import type { PlacesService } from './service';

const tags = ['places'];
const security = [{ bearer: [] }];

export function registerPlacesModule(app: FastifyInstance, places: PlacesService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.authenticate };

  routes.post(
    '/api/calendar/restaurant-subtypes',
    {
      ...guarded,
      schema: { tags, security, body: restaurantSubtypesBody, response: { 200: restaurantSubtypesResponse } },
    },
    async (request) => ({
      success: true as const,
      restaurant_subtypes: await places.restaurantSubtypes(request.userId, request.body?.user_ids ?? []),
    }),
  );

  routes.post(
    '/api/calendar/find-locations',
    { ...guarded, schema: { tags, security, body: findLocationsBody, response: { 200: findLocationsResponse } } },
    async (request) =>
      places
        .findLocations(request.userId, request.body)
        .catch((error: unknown) => answerUnavailable(error, request.log)),
  );
}

/** A live Overpass or routing service that failed: the spec's text for people, the detail for the log. */
function answerUnavailable(error: unknown, log: FastifyBaseLogger): never {
  if (!(error instanceof PlacesUnavailableError)) throw error;
  log.warn({ service: error.service, detail: error.detail }, 'find-locations: a live service failed');
  throw new AppError('SERVICE_UNAVAILABLE', placesMessages.locationsFailed);
}
