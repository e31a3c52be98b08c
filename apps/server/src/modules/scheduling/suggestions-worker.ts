// The weekly suggestions and the hourly expiry, on the job queue (pg-boss schedules each once
// however many instances run). The weekly run only lists who is eligible and sends one job per
// person: each is planned, retried and failed alone, and the instances share the work.
import type { FastifyBaseLogger } from 'fastify';
import type { SchedulingJobQueue } from '../../jobs/queue';
import type { Suggestions } from './suggestions';

export const SUGGESTIONS_QUEUE = 'suggest-hangouts';
export const SUGGESTION_FOR_PERSON_QUEUE = 'suggest-hangout-for';
export const SUGGESTION_EXPIRY_QUEUE = 'expire-suggestions';
export const SUGGESTION_EXPIRY_CRON = '5 * * * *';

type PersonJob = { userId: string };

export async function startSuggestionsWorker(
  suggestions: Suggestions,
  queue: SchedulingJobQueue,
  log: FastifyBaseLogger,
  /** When the weekly run starts (`SUGGESTIONS_CRON`, UTC). */
  weeklyCron: string,
) {
  await queue.work(SUGGESTIONS_QUEUE, async () => {
    // Expired ones go first, so that their owners count as eligible again.
    const expired = await suggestions.expire();
    const people = await suggestions.listEligible();
    await queue.sendMany<PersonJob>(
      SUGGESTION_FOR_PERSON_QUEUE,
      people.map((userId) => ({ userId })),
    );
    log.info({ expired, people: people.length }, 'hangout suggestions: one job per eligible person sent');
  });
  await queue.work<PersonJob>(SUGGESTION_FOR_PERSON_QUEUE, async ({ userId }) => {
    const proposed = await suggestions.proposeFor(userId);
    log.debug({ proposed }, 'hangout suggestion planned');
  });
  await queue.work(SUGGESTION_EXPIRY_QUEUE, async () => {
    log.info({ expired: await suggestions.expire() }, 'expired suggestions deleted');
  });
  await queue.schedule(SUGGESTIONS_QUEUE, weeklyCron);
  await queue.schedule(SUGGESTION_EXPIRY_QUEUE, SUGGESTION_EXPIRY_CRON);
}
