// Who can join a hangout at all (behaviour.md §8, "Reachability is part of the plan"): a friend
// whose straight-line distance from the caller is more than both their reaches within their own
// travel limits together can meet the caller at no place, whatever venues there are; and at a
// hosting home, a friend must reach it within their limit. Pure but for the travel times.
import { greatCircleMetres } from './great-circle';
import type { PlacedParticipant } from './search';
import type { LatLon, TravelTimes } from './types';

/**
 * The placed friends (everyone after the caller, who comes first) who cannot meet the caller
 * anywhere within both their travel limits, in the group's order.
 */
export function friendsOutOfReach(
  group: readonly PlacedParticipant[],
  travelTimes: Pick<TravelTimes, 'reachMetres'>,
): PlacedParticipant[] {
  const [caller, ...friends] = group;
  if (!caller) return [];
  const callerReach = travelTimes.reachMetres(caller.origin.maxMinutes, caller.origin.modes);
  return friends.filter(
    ({ origin }) =>
      greatCircleMetres(caller.origin.point, origin.point) >
      callerReach + travelTimes.reachMetres(origin.maxMinutes, origin.modes),
  );
}

/** The placed people who cannot get to `point` within their own travel limit, in their order. */
export async function peopleWhoCannotReach(
  people: readonly PlacedParticipant[],
  point: LatLon,
  travelTimes: Pick<TravelTimes, 'fastest'>,
): Promise<PlacedParticipant[]> {
  if (people.length === 0) return [];
  const legs = await travelTimes.fastest(
    people.map(({ origin }) => ({ point: origin.point, modes: origin.modes })),
    [point],
  );
  return people.filter((person, row) => {
    const leg = legs[row]?.[0];
    return !leg || leg.minutes > person.origin.maxMinutes;
  });
}
