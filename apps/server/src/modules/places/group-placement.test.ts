import { describe, expect, it } from 'vitest';
import { createGroupPlacement, type GroupRequest } from './group-placement';
import type { PlacesRepository } from './repository';
import { savedLocationRow } from './saved-location-row.test-support';

const CALLER = '00000000-0000-4000-8000-000000000001';
const FRIEND = '00000000-0000-4000-8000-000000000002';

const homeOf = (userId: string, latitude: number) =>
  savedLocationRow({ id: `home-${userId}`, user_id: userId, latitude, transportation_options: ['car'] });

/** The repository's reads of a placement, answered from homes alone, each call counted. */
function countingRepository() {
  const reads: string[] = [];
  const repository = {
    findPerson: async (id: string) => (reads.push('person'), { id, first_name: 'Cal' }),
    listFriendsAmong: async (_caller: string, ids: string[]) => (
      reads.push('friends'),
      ids.map((id) => ({ id, first_name: 'Fay' }))
    ),
    listWindowsWithPlace: async () => (reads.push('windows'), []),
    listWindowExceptions: async () => (reads.push('exceptions'), []),
    listDefaultLocations: async () => (reads.push('homes'), [homeOf(CALLER, 40.69), homeOf(FRIEND, 40.73)]),
  } as unknown as PlacesRepository;
  return { repository, reads };
}

const request: GroupRequest = {
  callerId: CALLER,
  inviteeIds: [FRIEND],
  slot: { start: new Date('2027-03-03T23:00:00Z'), end: new Date('2027-03-04T01:00:00Z') },
};

describe('a group placed once for a plan', () => {
  it('is used as it is for the request it was placed for, with no read again', async () => {
    const { repository, reads } = countingRepository();
    const placement = createGroupPlacement(repository);
    const group = await placement.placeRequest(request);
    expect(reads).toEqual(['person', 'friends', 'windows', 'exceptions', 'homes']);
    expect(group.placed.map((person) => person.id)).toEqual([CALLER, FRIEND]);

    reads.length = 0;
    // A new request object with the same people and slot, as the plan's next question makes.
    const sameSlot = { start: new Date(request.slot.start), end: new Date(request.slot.end) };
    expect(await placement.placedFor({ ...request, slot: sameSlot, group })).toBe(group.placed);
    expect(reads).toEqual([]);
  });

  it('is placed again for another slot or other people: a placement never answers for a request it was not made for', async () => {
    const { repository, reads } = countingRepository();
    const placement = createGroupPlacement(repository);
    const group = await placement.placeRequest(request);

    reads.length = 0;
    const later = { start: new Date('2027-03-04T23:00:00Z'), end: new Date('2027-03-05T01:00:00Z') };
    await placement.placedFor({ ...request, slot: later, group });
    expect(reads).toHaveLength(5);

    reads.length = 0;
    const callerAlone = await placement.placedFor({ ...request, inviteeIds: [], group });
    expect(callerAlone.map((person) => person.id)).toEqual([CALLER]);
    expect(reads).toEqual(['person', 'friends', 'windows', 'exceptions', 'homes']);
  });

  it('times the caller from their own place and everyone else from a coarse one', async () => {
    const { repository } = countingRepository();
    const { placed } = await createGroupPlacement(repository).placeRequest(request);
    expect(placed[0]!.origin.isCoarse).toBeFalsy();
    expect(placed[1]!.origin.isCoarse).toBe(true);
  });
});
