// The scheduling use cases (behaviour.md §8), assembled once per app from its dependencies.
import { AppError } from '@hangtime/core/errors';
import { categoryNames, eventMessages } from '@hangtime/core/events/schemas';
import { schedulingMessages, type AutomatedHangtimeBody, type TimeSlotView } from '@hangtime/core/scheduling/schemas';
import type { AppDeps } from '../../deps';
import { hitCounter } from '../../lib/counters';
import { isUuid } from '../../lib/ids';
import { createEventsRepository } from '../events/repository';
import { createEventsService } from '../events/service';
import { createPreferencesRepository } from '../preferences/repository';
import { findSharedTime, searchRange, toTimeSlotView } from './find-us-time';
import { createHangoutPlanner, type PlanningCatalog } from './hangtime-now';
import { createIdempotencyRepository } from './idempotency-repository';
import { createIdempotentRunner } from './idempotency';
import { createPlacesRepository } from '../places/repository';
import { createPlacesService } from '../places/service';
import { createDefaultLocationPlace, createVenuePlace, type ChoosePlace } from './place';
import { createSchedulingRepository } from './repository';

const MOST_ACTIVITIES = 1000;
const HOUR_MS = 3600_000;

export function createPlanningCatalog(deps: AppDeps): PlanningCatalog {
  const preferences = createPreferencesRepository(deps.db);
  const events = createEventsRepository(deps.db, deps.database.kind);
  return {
    listActivitiesByPopularity: () => preferences.listMostLiked(MOST_ACTIVITIES),
    async eventCategoryId() {
      const category = (await events.listCategories()).find((candidate) => candidate.name === categoryNames.event);
      if (!category) throw new Error('the seeded Event category is missing');
      return category.id;
    },
  };
}

export function createSchedulingService(deps: AppDeps, options: { choosePlace?: ChoosePlace } = {}) {
  const repository = createSchedulingRepository(deps.db);
  const calendar = createEventsService(deps);
  const planner = createHangoutPlanner({
    repository,
    catalog: createPlanningCatalog(deps),
    choosePlace:
      options.choosePlace ?? createVenuePlace(createPlacesService(createPlacesRepository(deps.db), deps.places), createDefaultLocationPlace(repository)),
    now: () => deps.clock.now(),
  });
  const runOnce = createIdempotentRunner(createIdempotencyRepository(deps.db), deps.clock);

  async function callerOf(userId: string) {
    const caller = await repository.findPerson(userId);
    if (!caller) throw new AppError('UNAUTHORIZED', 'Authentication required');
    return caller;
  }

  /** Each planned hangout counts (a replayed answer does not): the limit is on mailing people. */
  async function admit(userId: string) {
    const nowMs = deps.clock.now().getTime();
    const { count, resetAt } = await hitCounter(deps.db, `${deps.rateLimits.keyPrefix}:hangouts:${userId}`, HOUR_MS, nowMs);
    if (count > deps.rateLimits.hangoutsPerHour) {
      throw new AppError('RATE_LIMITED', schedulingMessages.tooManyHangouts, { retryAfterSeconds: Math.max(1, Math.ceil((resetAt - nowMs) / 1000)) });
    }
  }

  /** The event the caller organizes; anything else is 404, as if it did not exist. */
  async function ownedEvent(userId: string, eventId: string) {
    const event = isUuid(eventId) ? await calendar.getEvent(userId, eventId).catch(() => null) : null;
    if (!event || event.created_by !== userId) throw new AppError('NOT_FOUND', eventMessages.notFound);
    return event;
  }

  return {
    planner,
    repository,

    async findUsTime(userId: string, referenceDate: string | null | undefined): Promise<TimeSlotView[]> {
      const caller = await callerOf(userId);
      const shared = await findSharedTime(repository, caller, searchRange(caller.timezone, deps.clock.now(), referenceDate));
      return shared.slots.map((slot) => toTimeSlotView(slot, shared));
    },

    /** Hangtime Now!: 200 with the event, or 422 when nothing is feasible; once per Idempotency-Key. */
    async hangtimeNow(userId: string, body: AutomatedHangtimeBody, idempotencyKey: string | undefined) {
      return runOnce(userId, 'automated-hangtime', idempotencyKey, async () => {
        await admit(userId);
        const caller = await callerOf(userId);
        const kept = body?.event_id ? await ownedEvent(userId, body.event_id) : undefined;
        const planned = await planner.plan(caller, { keep: kept });
        if (!planned) return { status: 422, body: { success: false, error: schedulingMessages.noSuitableTime, code: 'NO_SUITABLE_TIME' } };
        const event = kept ? await calendar.updateEvent(userId, kept.id, planned.input) : await calendar.createEvent(userId, planned.input);
        return { status: 200, body: { success: true, data: { success: true, event, explanation: planned.explanation } } };
      });
    },
  };
}

export type SchedulingService = ReturnType<typeof createSchedulingService>;
