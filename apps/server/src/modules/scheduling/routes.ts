// HTTP for the scheduling engine: /api/find-us-time and /api/events/automated-hangtime (behaviour.md §8).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptSuggestionBody,
  automatedHangtimeBody,
  automatedHangtimeResponse,
  findUsTimeBody,
  findUsTimeResponse,
  noSuitableTimeResponse,
  schedulingMessages,
  suggestionIdParams,
  suggestionRejectResponse,
  suggestionResponse,
} from '@hangtime/core/scheduling/schemas';
import { eventResponse } from '@hangtime/core/events/schemas';
import type { createIdempotentRunner } from './idempotency';
import type { HangtimeNowOutcome, SchedulingService } from './service';
import type { Suggestions } from './suggestions';

const tags = ['scheduling'];
const security = [{ bearer: [] }];

/** Hangtime Now!'s outcome as HTTP says it: 200 with the event, or 422. */
function toAnswer(outcome: HangtimeNowOutcome) {
  if (outcome.kind === 'no-suitable-time') {
    return {
      status: 422,
      body: {
        success: false,
        error: schedulingMessages.noSuitableTime,
        code: 'NO_SUITABLE_TIME',
        reason: outcome.reason,
        fix: outcome.fix,
      },
    };
  }
  return {
    status: 200,
    body: { success: true, data: { success: true, event: outcome.event, explanation: outcome.explanation } },
  };
}

export function registerSchedulingModule(
  app: FastifyInstance,
  uses: { scheduling: SchedulingService; suggestions: Suggestions; runOnce: ReturnType<typeof createIdempotentRunner> },
) {
  const { scheduling, suggestions, runOnce } = uses;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.authenticate };

  routes.post(
    '/api/find-us-time',
    { ...guarded, schema: { tags, security, body: findUsTimeBody, response: { 200: findUsTimeResponse } } },
    async (request) => ({
      success: true as const,
      ...(await scheduling.findUsTime(request.userId, request.body?.reference_date)),
    }),
  );

  routes.post(
    '/api/events/automated-hangtime',
    {
      ...guarded,
      schema: {
        tags,
        security,
        body: automatedHangtimeBody,
        response: { 200: automatedHangtimeResponse, 422: noSuitableTimeResponse },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      // A repeated Idempotency-Key gets the first answer, so a double click makes one hangout.
      const answer = await runOnce(request.userId, 'automated-hangtime', Array.isArray(key) ? key[0] : key, async () =>
        toAnswer(await scheduling.hangtimeNow(request.userId, request.body)),
      );
      return reply.status(answer.status as 200 | 422).send(answer.body as never);
    },
  );

  // Suggestions: not in the spec's call list (its client reads them some other way); ours.
  routes.get(
    '/api/suggestions/:id',
    { ...guarded, schema: { tags, security, params: suggestionIdParams, response: { 200: suggestionResponse } } },
    async (request) => ({
      success: true as const,
      suggestion: await suggestions.get(request.userId, request.params.id),
    }),
  );

  routes.post(
    '/api/suggestions/:id/accept',
    {
      ...guarded,
      schema: {
        tags,
        security,
        params: suggestionIdParams,
        body: acceptSuggestionBody,
        response: { 200: eventResponse },
      },
    },
    async (request) => ({
      success: true as const,
      event: await suggestions.accept(request.userId, request.params.id, request.body),
    }),
  );

  routes.post(
    '/api/suggestions/:id/reject',
    { ...guarded, schema: { tags, security, params: suggestionIdParams, response: { 200: suggestionRejectResponse } } },
    async (request) => {
      await suggestions.reject(request.userId, request.params.id);
      return { success: true as const, message: 'Suggestion rejected' };
    },
  );
}
