// HTTP for /api/availability-windows: parse with core's schemas, call the service, reply with a declared shape.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  availabilityWindowBody,
  availabilityWindowResponse,
  availabilityWindowsResponse,
  deleteWindowQuery,
  occurrenceRangeQuery,
  occurrencesResponse,
  updateAvailabilityWindowBody,
  validationResponse,
  windowDeletedResponse,
  windowIdParams,
} from '@hangtime/core/availability/schemas';
import type { createAvailabilityService } from './service';

type AvailabilityService = ReturnType<typeof createAvailabilityService>;

const tags = ['availability-windows'];
const security = [{ bearer: [] }];

export function registerAvailabilityModule(app: FastifyInstance, windows: AvailabilityService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The spec notes the original client listed windows without a token: a defect; all calls need one.
  const guarded = { onRequest: app.authenticate };

  routes.get(
    '/api/availability-windows',
    { ...guarded, schema: { tags, security, response: { 200: availabilityWindowsResponse } } },
    async (request) => ({ availability_windows: await windows.list(request.userId) }),
  );

  routes.get(
    '/api/availability-windows/occurrences',
    {
      ...guarded,
      schema: { tags, security, querystring: occurrenceRangeQuery, response: { 200: occurrencesResponse } },
    },
    async (request) => ({ occurrences: await windows.occurrences(request.userId, request.query) }),
  );

  routes.get(
    '/api/availability-windows/validation',
    { ...guarded, schema: { tags, security, response: { 200: validationResponse } } },
    async (request) => ({ valid_count: await windows.countValid(request.userId) }),
  );

  routes.post(
    '/api/availability-windows',
    {
      ...guarded,
      schema: { tags, security, body: availabilityWindowBody, response: { 201: availabilityWindowResponse } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, availability_window: await windows.create(request.userId, request.body) }),
  );

  routes.put(
    '/api/availability-windows/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        params: windowIdParams,
        body: updateAvailabilityWindowBody,
        response: { 200: availabilityWindowResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const change = request.body;
      const window =
        change.kind === 'instance'
          ? await windows.updateInstance(request.userId, id, change)
          : await windows.updateSeries(request.userId, id, change.window);
      return { success: true as const, availability_window: window };
    },
  );

  routes.delete(
    '/api/availability-windows/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        params: windowIdParams,
        querystring: deleteWindowQuery,
        response: { 200: windowDeletedResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: await windows.remove(request.userId, request.params.id, request.query.instance_date),
    }),
  );
}
