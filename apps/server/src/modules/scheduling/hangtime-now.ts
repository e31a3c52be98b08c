// Hangtime Now! (behaviour.md §8): plans the best hangout of the next two weeks and creates it with
// its invitations. Also what the weekly suggestions plan with (they keep the plan instead).
import { chooseActivity, type Rating } from '@hangtime/core/scheduling/activity-choice';
import {
  combinePairStyle,
  planHangout,
  type HangoutPlan,
  type PlanFriend,
} from '@hangtime/core/scheduling/hangout-plan';
import { sortByName } from '@hangtime/core/events/name-order';
import { categoryNames, eventBody, type EventInput, type EventView } from '@hangtime/core/events/schemas';
import { findSharedTime, searchRange, type SharedTime } from './find-us-time';
import { explainPlan } from './explanation';
import { titleFor } from './hangout-title';
import { eventLocationOf, type ChoosePlace, type HangoutPlace, type OutOfReach, type PlaceGroup } from './place';
import type { SchedulingPerson, SchedulingRepository } from './repository';

export type Activity = { id: number; name: string; category_id: number };

/** What planning needs besides the scheduling tables: the taxonomy and the event categories. */
export type PlanningCatalog = {
  /** Every subcategory, most liked across all users first. */
  listActivitiesByPopularity(): Promise<Activity[]>;
  eventCategoryId(): Promise<number>;
};

/** A hangout planned but not yet saved: the event's fields and why. */
export type PlannedHangout = {
  input: EventInput;
  inviteeIds: string[];
  explanation: string;
  plan: HangoutPlan;
};

/** An existing event to plan for (its title, category and activity are kept). */
export type KeptEventFields = Pick<
  EventView,
  | 'title'
  | 'description'
  | 'category_id'
  | 'activity_category_id'
  | 'activity_subcategory_id'
  | 'start_time'
  | 'end_time'
>;

export function createHangoutPlanner(deps: {
  repository: SchedulingRepository;
  catalog: PlanningCatalog;
  choosePlace: ChoosePlace;
  outOfReach: OutOfReach;
  placeGroup: PlaceGroup;
  now: () => Date;
}) {
  const { repository, catalog, choosePlace, outOfReach, placeGroup } = deps;

  async function pickActivity(shared: SharedTime, participantIds: string[]) {
    const [activities, ratingRows] = await Promise.all([
      catalog.listActivitiesByPopularity(),
      repository.listRatings(participantIds),
    ]);
    const byPerson = new Map<string, Map<number, Rating>>(participantIds.map((id) => [id, new Map()]));
    for (const row of ratingRows) byPerson.get(row.user_id)?.set(row.subcategory_id, row.rating as Rating);
    const chosen = chooseActivity(
      activities.map((activity) => activity.id),
      participantIds.map((id) => byPerson.get(id)!),
    );
    const activity = activities.find((candidate) => candidate.id === chosen);
    if (!activity) return null;
    const names = new Map(shared.friends.map((friend) => [friend.id, friend.first_name]));
    const likedBy = participantIds
      .filter((id) => byPerson.get(id)?.get(activity.id) === 'like')
      .map((id) => (id === shared.caller.id ? 'you' : names.get(id)!));
    return { ...activity, likedBy };
  }

  return {
    /** The best hangout for the caller, or null when nothing is feasible. `avoid`: times not to propose. */
    async plan(
      caller: SchedulingPerson,
      options: { keep?: KeptEventFields; avoid?: { start: number; end: number }[] } = {},
    ): Promise<PlannedHangout | null> {
      const now = deps.now();
      const shared = await findSharedTime(repository, caller, searchRange(caller.timezone, now));
      const friends = new Map<string, PlanFriend>(
        shared.friends.map((friend) => [
          friend.id,
          {
            id: friend.id,
            timezone: friend.timezone,
            isPriority: friend.is_priority,
            style: combinePairStyle(friend.my_style, friend.their_style),
          },
        ]),
      );
      const keep = options.keep;
      const lengthMs = keep ? Date.parse(keep.end_time) - Date.parse(keep.start_time) : undefined;
      // Reachability is part of the plan (behaviour.md §8): a plan whose invitee cannot meet the
      // caller within their travel limits (or reach the home the caller hosts at) is made again
      // without them, a few times at most.
      const tooFar = new Set<string>();
      for (let attempt = 0; attempt < REACH_ATTEMPTS; attempt += 1) {
        const reachable = new Map([...friends].filter(([id]) => !tooFar.has(id)));
        // Every maximal candidate, not only the slots nobody beats (behaviour.md §8): a smaller group
        // that is awake, or a shorter stretch that avoids a rejected time, may be the best plan.
        const plan = planHangout(shared.candidates, {
          now: now.getTime(),
          callerZone: caller.timezone,
          friends: reachable,
          avoid: options.avoid,
          lengthMs,
        });
        if (!plan) return null;
        const [start, end] = [new Date(plan.start), new Date(plan.end)];
        const request = { callerId: caller.id, inviteeIds: plan.inviteeIds, slot: { start, end } };
        // Placed once for the questions below (out of reach, the venue, the host's home): each would
        // otherwise read where everyone starts from again.
        const group = await placeGroup(request);
        const reach = { ...request, group };
        const farFromCaller = await outOfReach(reach);
        if (farFromCaller.length > 0) {
          for (const id of farFromCaller) tooFar.add(id);
          continue;
        }
        const activity = keep ? null : await pickActivity(shared, [caller.id, ...plan.inviteeIds]);
        const subcategoryId = keep ? keep.activity_subcategory_id : (activity?.id ?? null);
        const place = await choosePlace({
          callerId: caller.id,
          inviteeIds: plan.inviteeIds,
          subcategoryId,
          start,
          end,
          group,
        });
        if (place.kind === 'host' && place.latitude !== null && place.longitude !== null) {
          const farFromHome = await outOfReach({
            ...reach,
            host: { latitude: place.latitude, longitude: place.longitude },
          });
          if (farFromHome.length > 0) {
            for (const id of farFromHome) tooFar.add(id);
            continue;
          }
        }
        return describePlan({ caller, shared, plan, activity, subcategoryId, place, keep, tooFar });
      }
      return null;
    },
  };

  async function describePlan({
    caller,
    shared,
    plan,
    activity,
    subcategoryId,
    place,
    keep,
    tooFar,
  }: {
    caller: SchedulingPerson;
    shared: SharedTime;
    plan: HangoutPlan;
    activity: Awaited<ReturnType<typeof pickActivity>>;
    subcategoryId: number | null;
    place: HangoutPlace;
    keep: KeptEventFields | undefined;
    tooFar: ReadonlySet<string>;
  }): Promise<PlannedHangout> {
    const [start, end] = [new Date(plan.start), new Date(plan.end)];
    const input = eventBody.parse({
      title: keep?.title ?? titleFor(place, activity, caller.first_name),
      description: keep?.description ?? null,
      start_time: start.toISOString(),
      end_time: end.toISOString(),
      timezone: caller.timezone,
      category_id: keep?.category_id ?? (await catalog.eventCategoryId()),
      activity_category_id: keep ? keep.activity_category_id : (activity?.category_id ?? null),
      activity_subcategory_id: subcategoryId,
      ...eventLocationOf(place),
      participant_ids: plan.inviteeIds,
      source: 'automated',
    });
    const nameOf = new Map(shared.friends.map((friend) => [friend.id, `${friend.first_name} ${friend.last_name}`]));
    // Names in the order the event lists its participants (core's name-order), not the plan's.
    const rank = new Map(sortByName(shared.friends, (friend) => friend.id).map((friend, index) => [friend.id, index]));
    const byName = <T extends { id: string }>(people: readonly T[]) =>
      [...people].sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
    const freeThroughout = friendsFreeThroughout(shared, plan);
    // Free then, but out of reach: said in general terms, as the plan's own left-out friends are.
    const farAway = [...freeThroughout]
      .filter((id) => tooFar.has(id))
      .map((id) => ({ id, reason: 'too_far' as const }));
    const leftOut = [...plan.leftOut, ...farAway];
    const explanation = explainPlan({
      start,
      callerZone: caller.timezone,
      invitees: byName(plan.inviteeIds.map((id) => ({ id }))).map(({ id }) => nameOf.get(id)!),
      leftOut: byName(leftOut).map((person) => ({ name: nameOf.get(person.id)!, reason: person.reason })),
      busyCount: shared.friends.length - Math.max(freeThroughout.size, plan.inviteeIds.length),
      activity: activity && { name: activity.name, likedBy: activity.likedBy },
      place,
    });
    return { input, inviteeIds: plan.inviteeIds, explanation, plan: { ...plan, leftOut } };
  }
}

export type HangoutPlanner = ReturnType<typeof createHangoutPlanner>;

/** How often a plan is made again without friends out of reach before giving up. */
const REACH_ATTEMPTS = 5;

export const EVENT_CATEGORY_NAME = categoryNames.event;

/** The friends free for the whole plan: every friend of a candidate holding it. */
function friendsFreeThroughout(shared: SharedTime, plan: HangoutPlan): Set<string> {
  return new Set(
    shared.candidates
      .filter((candidate) => candidate.start <= plan.start && plan.end <= candidate.end)
      .flatMap((candidate) => candidate.friendIds),
  );
}
