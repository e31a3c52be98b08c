// POST /api/email-optout/opt-out: the same answer for any address, so nothing is revealed.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { optOutBody, optOutResponse } from '@hangtime/core/email-optout/schemas';
import { authRouteLimit, type RateLimitSettings } from '../../plugins/rate-limit';
import type { EmailOptOutRepository } from './repository';

export const OPT_OUT_MESSAGE =
  'You have been opted out of Hangtime emails. You will no longer receive invitation, notification or promotional emails at this address.';

export function registerEmailOptOutModule(
  app: FastifyInstance,
  repository: EmailOptOutRepository,
  rateLimits: RateLimitSettings,
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/email-optout/opt-out',
    {
      schema: { tags: ['email'], body: optOutBody, response: { 200: optOutResponse } },
      config: authRouteLimit(rateLimits),
    },
    async (request) => {
      await repository.record(request.body.email, request.body.reason);
      return { success: true as const, message: OPT_OUT_MESSAGE };
    },
  );
}
