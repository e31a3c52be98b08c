// Regular hangouts (behaviour.md "Regular hangouts (issue 26)"), built once by the composition root:
// the organizer makes a hangout a regular thing, changes how often, stops it; the sweep plans each
// period a few days before it starts (a new regular's first at once).
import { AppError } from '@hangtime/core/errors';
import { eventMessages, type EventView } from '@hangtime/core/events/schemas';
import { followingPeriodStart, periodSpan, periodStartOf, type Cadence } from '@hangtime/core/regulars/periods';
import { regularMessages, type RegularOfferView, type RegularView } from '@hangtime/core/regulars/schemas';
import { addDays } from '@hangtime/core/time/dates';
import { todayIn } from '@hangtime/core/time/zones';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import type { EventsService } from '../events';
import type { PeriodPlanner, PlanOutcome } from './plan-period';
import type { RegularRow, RegularsRepository } from './repository';

/** A period is planned this many days before it starts (behaviour.md). */
export const PLAN_AHEAD_DAYS = 5;
const DAY_MS = 24 * 3600_000;

export type RegularsUses = {
  clock: Clock;
  repository: RegularsRepository;
  events: EventsService;
  planner: PeriodPlanner;
  /** Told when planning fails right after a regular is made (the sweep tries again). */
  onPlanFailure?: (regularId: string, error: unknown) => void;
};

/** The organizer's own event, not (or no longer) regular: a state, not a missing object. */
const notRegular = () => new AppError('CONFLICT', regularMessages.notRegular);

export function createRegularsService(uses: RegularsUses) {
  const { clock, repository, events: calendar } = uses;

  /** The event if the caller organizes it: 404 when they cannot see it, 403 when they are only on it. */
  async function organizersEvent(userId: string, eventId: string): Promise<EventView> {
    if (!isUuid(eventId)) throw new AppError('NOT_FOUND', eventMessages.notFound);
    const event = await calendar.getEvent(userId, eventId);
    if (event.created_by !== userId) throw new AppError('FORBIDDEN', regularMessages.onlyOrganizer);
    return event;
  }

  async function view(regular: RegularRow): Promise<RegularView> {
    const members = await repository.listFriendsAmong(regular.organizer_id, regular.member_ids);
    return {
      id: regular.id,
      event_id: regular.event_id,
      cadence: regular.cadence,
      is_active: regular.stopped_at === null,
      members,
      next_period_start: regular.next_period_start,
    };
  }

  /** The first period after the one holding the hangout (or today, if it is over), in the organizer's zone. */
  function firstPeriod(event: EventView, cadence: Cadence, zone: string): string {
    const from = new Date(Math.max(Date.parse(event.start_time), clock.now().getTime()));
    return followingPeriodStart(periodStartOf(todayIn(zone, from), cadence), cadence);
  }

  /** Whether the regular's next period is to be planned now. */
  async function isDue(regular: RegularRow): Promise<boolean> {
    if (!(await repository.hasPlanned(regular.id))) return true;
    const zone = (await repository.findTimezone(regular.organizer_id)) ?? 'UTC';
    const start = periodSpan(regular.next_period_start, regular.cadence, zone).start;
    return clock.now().getTime() >= start - PLAN_AHEAD_DAYS * DAY_MS;
  }

  async function planIfDue(regular: RegularRow): Promise<PlanOutcome | 'not_due'> {
    return (await isDue(regular)) ? uses.planner.plan(regular) : 'not_due';
  }

  return {
    async get(userId: string, eventId: string): Promise<RegularView | null> {
      await organizersEvent(userId, eventId);
      const regular = await repository.findByEvent(eventId);
      return regular ? view(regular) : null;
    },

    /** Makes the hangout regular with the friends on it now, and plans its first period at once. */
    async make(userId: string, eventId: string, cadence: Cadence): Promise<RegularView> {
      const event = await organizersEvent(userId, eventId);
      const invited = event.participants.map((person) => person.user_id).filter((id) => id !== userId);
      const friends = await repository.listFriendsAmong(userId, invited);
      if (event.status !== 'active' || friends.length === 0)
        throw new AppError('CONFLICT', regularMessages.needsFriends);
      const zone = (await repository.findTimezone(userId)) ?? event.timezone;
      const values = {
        member_ids: friends.map((friend) => friend.id),
        cadence,
        next_period_start: firstPeriod(event, cadence, zone),
      };
      const existing = await repository.findByEvent(eventId);
      const regular = existing
        ? await repository.restart(existing.id, values)
        : await repository.insert({ ...values, event_id: eventId, organizer_id: userId, created_at: clock.now() });
      if (!regular) throw new AppError('CONFLICT', regularMessages.alreadyRegular);
      try {
        await uses.planner.plan(regular);
      } catch (error) {
        uses.onPlanFailure?.(regular.id, error);
      }
      return view((await repository.findById(regular.id)) ?? regular);
    },

    /** A new cadence applies from the next period still to be planned, which moves to its new period. */
    async changeCadence(userId: string, eventId: string, cadence: Cadence): Promise<RegularView> {
      await organizersEvent(userId, eventId);
      const regular = await repository.findByEvent(eventId);
      if (!regular || regular.stopped_at !== null) throw notRegular();
      const next = periodStartOf(regular.next_period_start, cadence);
      const start = next < regular.next_period_start ? followingPeriodStart(next, cadence) : next;
      const updated = await repository.update(regular.id, { cadence, next_period_start: start });
      return view(updated ?? regular);
    },

    async stop(userId: string, eventId: string): Promise<RegularView> {
      await organizersEvent(userId, eventId);
      const regular = await repository.findByEvent(eventId);
      if (!regular || regular.stopped_at !== null) throw notRegular();
      const stopped = await repository.update(regular.id, { stopped_at: clock.now() });
      return view(stopped ?? regular);
    },

    /** The fairness note of a regular's suggestion; 404 for anyone but its owner, or another suggestion. */
    async offer(userId: string, eventId: string): Promise<RegularOfferView> {
      const offer = isUuid(eventId) ? await repository.findOffer(userId, eventId) : null;
      if (!offer) throw new AppError('NOT_FOUND', 'Suggestion not found');
      return offer;
    },

    /**
     * One pass at the clock's now: every active regular whose next period is due is planned, one
     * after another; one that fails is counted and left for the next pass.
     */
    async sweep(onFailure: (regularId: string, error: unknown) => void = () => {}) {
      const latest = addDays(todayIn('UTC', clock.now()), PLAN_AHEAD_DAYS + 1);
      const counts: Record<PlanOutcome | 'not_due' | 'failed', number> = {
        offered: 0,
        no_time: 0,
        taken: 0,
        skipped: 0,
        not_due: 0,
        failed: 0,
      };
      for (const regular of await repository.listMaybeDue(latest)) {
        try {
          counts[await planIfDue(regular)] += 1;
        } catch (error) {
          counts.failed += 1;
          onFailure(regular.id, error);
        }
      }
      return counts;
    },
  };
}

export type RegularsService = ReturnType<typeof createRegularsService>;
