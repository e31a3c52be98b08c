// Idempotency-Key (behaviour.md §8): a repeated request within 10 minutes gets the first answer, so
// a double click makes one hangout. A repeat that arrives while the first is still working waits
// for its answer (briefly), like Stripe's keys; one that outlasts the wait gets 409.
import { setTimeout as delay } from 'node:timers/promises';
import { AppError } from '@hangtime/core/errors';
import { schedulingMessages } from '@hangtime/core/scheduling/schemas';
import type { Clock } from '../../lib/clock';
import type { IdempotencyRepository, StoredAnswer } from './idempotency-repository';

export const IDEMPOTENCY_WINDOW_MS = 10 * 60_000;
const WAIT_STEP_MS = 100;
const WAIT_LIMIT_MS = 15_000;
const VALID_KEY = /^[\x21-\x7e]{1,200}$/;

export function createIdempotentRunner(repository: IdempotencyRepository, clock: Clock) {
  async function awaitFirstAnswer(id: {
    userId: string;
    scope: string;
    key: string;
  }): Promise<StoredAnswer | undefined> {
    for (let waited = 0; waited < WAIT_LIMIT_MS; waited += WAIT_STEP_MS) {
      const answer = await repository.find(id);
      if (answer !== null) return answer;
      await delay(WAIT_STEP_MS);
    }
    throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still being processed');
  }

  return async function runOnce(
    userId: string,
    scope: string,
    key: string | undefined,
    work: () => Promise<StoredAnswer>,
  ): Promise<StoredAnswer> {
    if (key === undefined) return work();
    if (!VALID_KEY.test(key))
      throw new AppError('VALIDATION_ERROR', schedulingMessages.idempotencyKeyInvalid, {
        fields: { 'Idempotency-Key': schedulingMessages.idempotencyKeyInvalid },
      });
    const id = { userId, scope, key };
    const now = clock.now();
    await repository.deleteOlderThan(new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS), id);
    while (!(await repository.claim(id, now))) {
      const first = await awaitFirstAnswer(id);
      // The first request failed and gave the key back: this one may take it.
      if (first) return first;
    }
    try {
      const answer = await work();
      await repository.saveAnswer(id, answer);
      return answer;
    } catch (error) {
      await repository.release(id);
      throw error;
    }
  };
}
