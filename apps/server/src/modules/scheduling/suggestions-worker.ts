// The weekly suggestions job and the hourly expiry, on the job queue (pg-boss schedules each once
// however many instances run).
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { SchedulingJobQueue } from '../../jobs/queue';
import { createSchedulingService } from './service';
import { createSuggestions } from './suggestions';

export const SUGGESTIONS_QUEUE = 'suggest-hangouts';
/** Mondays 15:00 UTC: the morning in the Americas, the afternoon in Europe, ahead of the week. */
export const SUGGESTIONS_CRON = '0 15 * * 1';
export const SUGGESTION_EXPIRY_QUEUE = 'expire-suggestions';
export const SUGGESTION_EXPIRY_CRON = '5 * * * *';

export async function startSuggestionsWorker(deps: AppDeps, queue: SchedulingJobQueue, log: FastifyBaseLogger) {
  const suggestions = createSuggestions(deps, createSchedulingService(deps));
  await queue.work(SUGGESTIONS_QUEUE, async () => {
    log.info(await suggestions.runWeekly(), 'hangout suggestions made');
  });
  await queue.work(SUGGESTION_EXPIRY_QUEUE, async () => {
    log.info({ expired: await suggestions.expire() }, 'expired suggestions deleted');
  });
  await queue.schedule(SUGGESTIONS_QUEUE, SUGGESTIONS_CRON);
  await queue.schedule(SUGGESTION_EXPIRY_QUEUE, SUGGESTION_EXPIRY_CRON);
}
