// HTTP for the calendar: /api/calendar/*, /api/categories. Parse with core's schemas, call the service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoriesResponse,
  eventBody,
  eventIdParams,
  eventMessageResponse,
  eventRangeQuery,
  eventResponse,
  eventsResponse,
  invitationsResponse,
  rsvpBody,
  rsvpResponse,
} from '@hangtime/core/events/schemas';
import type { EventsService } from './service';

const tags = ['calendar'];
const security = [{ bearer: [] }];

const leftMessages = {
  deleted: 'Event deleted',
  transferred: 'You left the event; it goes on with the other participants',
  cancelled: 'Event cancelled; the participants were told',
  declined: 'You left the event',
} as const;

export function registerEventsModule(app: FastifyInstance, calendar: EventsService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.authenticate };

  routes.get(
    '/api/categories',
    { ...guarded, schema: { tags, security, response: { 200: categoriesResponse } } },
    async () => ({
      categories: await calendar.listCategories(),
    }),
  );

  routes.get(
    '/api/calendar/events',
    { ...guarded, schema: { tags, security, querystring: eventRangeQuery, response: { 200: eventsResponse } } },
    async (request) => ({ events: await calendar.listEvents(request.userId, request.query) }),
  );

  routes.get(
    '/api/calendar/events/pending-invitations',
    { ...guarded, schema: { tags, security, response: { 200: invitationsResponse } } },
    async (request) => ({ invitations: await calendar.listPendingInvitations(request.userId) }),
  );

  routes.get(
    '/api/calendar/events/:id',
    { ...guarded, schema: { tags, security, params: eventIdParams, response: { 200: eventResponse } } },
    async (request) => ({ success: true as const, event: await calendar.getEvent(request.userId, request.params.id) }),
  );

  routes.get(
    '/api/calendar/events/:id/ics',
    {
      ...guarded,
      schema: {
        tags,
        security,
        params: eventIdParams,
        response: {
          200: { description: 'The event as an iCalendar file', content: { 'text/calendar': { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      const { filename, body } = await calendar.buildIcs(request.userId, request.params.id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(body);
    },
  );

  routes.post(
    '/api/calendar/events',
    { ...guarded, schema: { tags, security, body: eventBody, response: { 201: eventResponse } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, event: await calendar.createEvent(request.userId, request.body) }),
  );

  routes.put(
    '/api/calendar/events/:id',
    {
      ...guarded,
      schema: { tags, security, params: eventIdParams, body: eventBody, response: { 200: eventResponse } },
    },
    async (request) => ({
      success: true as const,
      event: await calendar.updateEvent(request.userId, request.params.id, request.body),
    }),
  );

  routes.delete(
    '/api/calendar/events/:id',
    { ...guarded, schema: { tags, security, params: eventIdParams, response: { 200: eventMessageResponse } } },
    async (request) => ({
      success: true as const,
      message: leftMessages[await calendar.deleteEvent(request.userId, request.params.id)],
    }),
  );

  routes.delete(
    '/api/calendar/events/:id/participants',
    { ...guarded, schema: { tags, security, params: eventIdParams, response: { 200: eventMessageResponse } } },
    async (request) => ({
      success: true as const,
      message: leftMessages[await calendar.leave(request.userId, request.params.id)],
    }),
  );

  routes.post(
    '/api/calendar/rsvp',
    { ...guarded, schema: { tags, security, body: rsvpBody, response: { 200: rsvpResponse } } },
    async (request) => {
      const status = await calendar.answer(request.userId, request.body.eventId, request.body.status);
      return { success: true as const, message: 'Response saved', status };
    },
  );
}
