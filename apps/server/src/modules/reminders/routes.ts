// HTTP for reminders and nudges: the organizer's follow-up of an event, and the mail switch.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventIdParams } from '@hangtime/core/events/schemas';
import {
  followUpResponse,
  nudgeResponse,
  quorumBody,
  reminderSettingsBody,
  reminderSettingsResponse,
} from '@hangtime/core/reminders/schemas';
import type { RemindersService } from './service';

const tags = ['reminders'];
const security = [{ bearer: [] }];

export function registerRemindersModule(app: FastifyInstance, reminders: RemindersService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.authenticate };
  const followUpOf = '/api/calendar/events/:id/follow-up';

  routes.get(
    followUpOf,
    { ...guarded, schema: { tags, security, params: eventIdParams, response: { 200: followUpResponse } } },
    async (request) => ({ follow_up: await reminders.followUp(request.userId, request.params.id) }),
  );

  routes.post(
    `${followUpOf}/nudge`,
    { ...guarded, schema: { tags, security, params: eventIdParams, response: { 200: nudgeResponse } } },
    async (request) => ({ success: true as const, ...(await reminders.nudge(request.userId, request.params.id)) }),
  );

  routes.put(
    `${followUpOf}/quorum`,
    {
      ...guarded,
      schema: { tags, security, params: eventIdParams, body: quorumBody, response: { 200: followUpResponse } },
    },
    async (request) => ({
      follow_up: await reminders.setQuorum(request.userId, request.params.id, request.body.quorum),
    }),
  );

  routes.get(
    '/api/reminders/settings',
    { ...guarded, schema: { tags, security, response: { 200: reminderSettingsResponse } } },
    async (request) => ({ settings: await reminders.settings(request.userId) }),
  );

  routes.put(
    '/api/reminders/settings',
    { ...guarded, schema: { tags, security, body: reminderSettingsBody, response: { 200: reminderSettingsResponse } } },
    async (request) => ({ settings: await reminders.saveSettings(request.userId, request.body) }),
  );
}
