// HTTP for /api/working-hours: parse with core's schemas, call the service, reply with a declared shape.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createWorkingHoursBody,
  deleteWorkingHoursQuery,
  updateWorkingHoursBody,
  workingHoursCreatedResponse,
  workingHoursDeletedResponse,
  workingHoursEntryResponse,
  workingHoursIdParams,
  workingHoursListResponse,
} from '@hangtime/core/working-hours/schemas';
import type { WorkingHoursService } from './service';

const tags = ['working-hours'];
const security = [{ bearer: [] }];

export function registerWorkingHoursModule(app: FastifyInstance, workingHours: WorkingHoursService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.authenticate };

  routes.get(
    '/api/working-hours',
    { ...guarded, schema: { tags, security, response: { 200: workingHoursListResponse } } },
    async (request) => ({ working_hours: await workingHours.list(request.userId) }),
  );

  routes.get(
    '/api/working-hours/:id',
    {
      ...guarded,
      schema: { tags, security, params: workingHoursIdParams, response: { 200: workingHoursEntryResponse } },
    },
    async (request) => ({
      success: true as const,
      working_hours: await workingHours.get(request.userId, request.params.id),
    }),
  );

  // One weekday (`day_of_week`) or several (`days_of_week`); clients of the one-day shape read
  // `working_hours` as before.
  routes.post(
    '/api/working-hours',
    {
      ...guarded,
      schema: { tags, security, body: createWorkingHoursBody, response: { 201: workingHoursCreatedResponse } },
    },
    async (request, reply) => {
      const created = await workingHours.create(request.userId, request.body);
      return reply.status(201).send({ success: true as const, working_hours: created[0]!, created });
    },
  );

  routes.put(
    '/api/working-hours/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        params: workingHoursIdParams,
        body: updateWorkingHoursBody,
        response: { 200: workingHoursEntryResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const update = request.body;
      const entry =
        update.kind === 'instance'
          ? await workingHours.updateInstance(request.userId, id, update.change)
          : await workingHours.updateSeries(request.userId, id, update.entry);
      return { success: true as const, working_hours: entry };
    },
  );

  routes.delete(
    '/api/working-hours/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        params: workingHoursIdParams,
        querystring: deleteWorkingHoursQuery,
        response: { 200: workingHoursDeletedResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: await workingHours.remove(request.userId, request.params.id, request.query.instance_date),
    }),
  );
}
