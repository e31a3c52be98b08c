// Who in a group starts from where for a slot (behaviour.md §9): the caller and the friends named,
// each placed at their origin (others at the coarse one, issue 25), or left unplaced. A plan asks
// several questions of one placement (who is out of reach, which venue, can they reach the host's
// home), so a placement can be made once and handed to each (PlacedGroup).
import { AppError } from '@hangtime/core/errors';
import { placesMessages } from '@hangtime/core/places/schemas';
import { isUuid } from '../../lib/ids';
import { coarsenOrigin } from './coarse-origin';
import { resolveOrigins, type Origin } from './origins';
import type { Participant, PlacesRepository } from './repository';
import type { PlacedParticipant } from './search';

export type Slot = { start: Date; end: Date };

/** A group and a slot: the caller and the friends named. */
export type GroupRequest = { callerId: string; inviteeIds: readonly string[]; slot: Slot };

/** A group placed for a slot once, for every question a plan asks of it. */
export type PlacedGroup = GroupRequest & { placed: PlacedParticipant[] };

/** Another person's origin as a search may use it: the coarse point, its trips' minutes rounded (search.ts). */
const coarsenedFor = (origin: Origin): Origin => ({
  ...origin,
  point: coarsenOrigin(origin.point, origin.placeId),
  isCoarse: true,
});

/** Whether `group` was placed for this very request (same people in the same order, same slot). */
function isPlacementOf(group: PlacedGroup, request: GroupRequest): boolean {
  return (
    group.callerId === request.callerId &&
    group.inviteeIds.length === request.inviteeIds.length &&
    group.inviteeIds.every((id, index) => id === request.inviteeIds[index]) &&
    group.slot.start.getTime() === request.slot.start.getTime() &&
    group.slot.end.getTime() === request.slot.end.getTime()
  );
}

export function createGroupPlacement(repository: PlacesRepository) {
  /** The caller first, then the friends named; 404 (without saying who) if any is not a friend. */
  async function groupOf(callerId: string, userIds: readonly string[]): Promise<Participant[]> {
    const caller = await repository.findPerson(callerId);
    if (!caller) throw new AppError('UNAUTHORIZED', 'Authentication required');
    const others = userIds.filter((id) => id !== callerId);
    const friends = others.every(isUuid) ? await repository.listFriendsAmong(callerId, others) : [];
    if (friends.length !== others.length) throw new AppError('NOT_FOUND', placesMessages.friendNotFound);
    const byId = new Map(friends.map((friend) => [friend.id, friend]));
    return [caller, ...others.map((id) => byId.get(id)!)];
  }

  /** Each person's origin for the slot, read in three queries for the whole group. */
  async function placeGroup(group: readonly Participant[], slot: Slot) {
    const ids = group.map((person) => person.id);
    const [windows, exceptions, defaults] = await Promise.all([
      repository.listWindowsWithPlace(ids),
      repository.listWindowExceptions(ids),
      repository.listDefaultLocations(ids),
    ]);
    const origins = resolveOrigins(
      ids,
      { windows, exceptions, defaults },
      { start: slot.start.getTime(), end: slot.end.getTime() },
    );
    const placed: PlacedParticipant[] = [];
    const unplaced: Participant[] = [];
    for (const person of group) {
      const origin = origins.get(person.id);
      if (!origin) unplaced.push(person);
      // The caller's own trips are timed from where they are; everyone else's from their coarse
      // origin and rounded, for every figure of the search (limits, ranking, centre, distances), so
      // nothing an answer says can be traced back past the coarse point (behaviour.md, issue 25).
      else if (person.id === group[0]!.id) placed.push({ ...person, origin });
      else placed.push({ ...person, origin: coarsenedFor(origin) });
    }
    return { placed, unplaced, callerHome: defaults.find((location) => location.user_id === group[0]!.id) ?? null };
  }

  /** The group of a plan's request, placed: five queries. */
  async function placeRequest(request: GroupRequest): Promise<PlacedGroup> {
    const { placed } = await placeGroup(await groupOf(request.callerId, request.inviteeIds), request.slot);
    return { ...request, placed };
  }

  return {
    groupOf,
    placeGroup,
    placeRequest,
    /** The people placed for `request`: its `group` when that was placed for it, else placed now. */
    async placedFor(request: GroupRequest & { group?: PlacedGroup }): Promise<PlacedParticipant[]> {
      if (request.group && isPlacementOf(request.group, request)) return request.group.placed;
      return (await placeRequest(request)).placed;
    },
  };
}
