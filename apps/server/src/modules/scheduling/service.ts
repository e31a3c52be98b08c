// The scheduling use cases (behaviour.md §8), built once by the composition root from the scheduling
// tables and the services they use. They answer in domain terms; routes.ts says them in HTTP.
import { AppError } from '@hangtime/core/errors';
import { categoryNames, eventMessages, type EventView } from '@hangtime/core/events/schemas';
import { schedulingMessages, type AutomatedHangtimeBody } from '@hangtime/core/scheduling/schemas';
import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { hitCounter } from '../../db/counters';
import { isUuid } from '../../lib/ids';
import type { RateLimitSettings } from '../../plugins/rate-limit';
import type { EventsService } from '../events';
import type { PreferencesService } from '../preferences';
import { findSharedTime, searchRange, toFindUsTimeViews } from './find-us-time';
import { createGroupPlanner } from './group-plan';
import { createHangoutPlanner, type PlanningCatalog } from './hangtime-now';
import { adviseNoSuitableTime, findFriendsAllOutOfReach, type NoSuitableTimeAdvice } from './no-suitable-time';
import { createDefaultLocationPlace, createOutOfReach, createVenuePlace, type VenueChooser } from './place';
import type { SchedulingRepository } from './repository';

const HOUR_MS = 3600_000;

/** Hangtime Now!'s outcome: the hangout made (or moved), or no time that suits the group. */
export type HangtimeNowOutcome =
  { kind: 'planned'; event: EventView; explanation: string } | ({ kind: 'no-suitable-time' } & NoSuitableTimeAdvice);

export type SchedulingUses = {
  clock: Clock;
  /** The hangouts-per-hour counter lives with the rate limits. */
  db: Executor;
  rateLimits: RateLimitSettings;
  repository: SchedulingRepository;
  events: EventsService;
  preferences: PreferencesService;
  /** The places module's venue search (its fairest open venue for the activity). */
  venues: VenueChooser;
};

function createPlanningCatalog(events: EventsService, preferences: PreferencesService): PlanningCatalog {
  return {
    listActivitiesByPopularity: () => preferences.listActivitiesByPopularity(),
    async eventCategoryId() {
      const category = (await events.listCategories()).find((candidate) => candidate.name === categoryNames.event);
      if (!category) throw new Error('the seeded Event category is missing');
      return category.id;
    },
  };
}

export function createSchedulingService(uses: SchedulingUses) {
  const { clock, repository, events: calendar } = uses;
  const outOfReach = createOutOfReach(uses.venues);
  const planner = createHangoutPlanner({
    repository,
    catalog: createPlanningCatalog(calendar, uses.preferences),
    choosePlace: createVenuePlace(uses.venues, createDefaultLocationPlace(repository)),
    outOfReach,
    placeGroup: (request) => uses.venues.placeRequest(request),
    now: () => clock.now(),
  });

  async function callerOf(userId: string) {
    const caller = await repository.findPerson(userId);
    if (!caller) throw new AppError('UNAUTHORIZED', 'Authentication required');
    return caller;
  }

  /** Each planned hangout counts (a replayed answer does not): the limit is on mailing people. */
  async function admit(userId: string) {
    const nowMs = clock.now().getTime();
    const { count, resetAt } = await hitCounter(
      uses.db,
      `${uses.rateLimits.keyPrefix}:hangouts:${userId}`,
      HOUR_MS,
      nowMs,
    );
    if (count > uses.rateLimits.hangoutsPerHour) {
      throw new AppError('RATE_LIMITED', schedulingMessages.tooManyHangouts, {
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt - nowMs) / 1000)),
      });
    }
  }

  /** The event the caller organizes; anything else is 404, as if it did not exist. */
  async function ownedEvent(userId: string, eventId: string) {
    const event = isUuid(eventId) ? await calendar.getEvent(userId, eventId).catch(unlessHidden) : null;
    if (!event || event.created_by !== userId) throw new AppError('NOT_FOUND', eventMessages.notFound);
    return event;
  }

  // Regular hangouts (issue 26): a group's hangout in one period, fair over time.
  const groupPlanner = createGroupPlanner({ repository, venues: uses.venues, now: () => clock.now() });

  return {
    planner,
    repository,
    planGroup: groupPlanner.plan,

    async findUsTime(userId: string, referenceDate: string | null | undefined) {
      const caller = await callerOf(userId);
      const shared = await findSharedTime(repository, caller, searchRange(caller.timezone, clock.now(), referenceDate));
      return toFindUsTimeViews(shared);
    },

    /** Hangtime Now!: plans the best hangout and makes it (or moves `event_id`, the caller's own). */
    async hangtimeNow(userId: string, body: AutomatedHangtimeBody): Promise<HangtimeNowOutcome> {
      await admit(userId);
      const caller = await callerOf(userId);
      const kept = body?.event_id ? await ownedEvent(userId, body.event_id) : undefined;
      const planned = await planner.plan(caller, { keep: kept });
      if (!planned) {
        // The failure path reads everyone's time once more to say why: rarer than a plan, and the
        // planner stays one call that answers a plan or nothing.
        const now = clock.now();
        const shared = await findSharedTime(repository, caller, searchRange(caller.timezone, now));
        const farAway = await findFriendsAllOutOfReach(shared, outOfReach, now);
        return { kind: 'no-suitable-time', ...adviseNoSuitableTime(shared, farAway) };
      }
      const event = kept
        ? await calendar.updateEvent(userId, kept.id, planned.input)
        : await calendar.createEvent(userId, planned.input);
      return { kind: 'planned', event, explanation: planned.explanation };
    },
  };
}

/** Not found and forbidden read as "no such event"; anything else (a lost connection) is an error. */
function unlessHidden(error: unknown): null {
  if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) return null;
  throw error;
}

export type SchedulingService = ReturnType<typeof createSchedulingService>;
