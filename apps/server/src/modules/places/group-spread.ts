// Whether a group is too far apart for one place (behaviour.md §9: find-locations' "too_far_apart"),
// and who is furthest from the rest. Pure: straight lines and the travel times' reach, no search.
import { greatCircleMetres } from './great-circle';
import type { PlacedParticipant } from './search';
import type { TravelTimes } from './types';

/**
 * True when some two people are further apart than both their reaches in `minutes` together: no
 * place lies within `minutes` of both, whatever venues there are. (False for a group that could
 * meet but has no open restaurant between them: that is not distance.)
 */
export function isTooFarApart(
  participants: readonly PlacedParticipant[],
  travelTimes: Pick<TravelTimes, 'reachMetres'>,
  minutes: number,
): boolean {
  const reaches = participants.map(({ origin }) => travelTimes.reachMetres(minutes, origin.modes));
  return participants.some((one, i) =>
    participants.some(
      (other, j) => j > i && greatCircleMetres(one.origin.point, other.origin.point) > reaches[i]! + reaches[j]!,
    ),
  );
}

/** Within this share of the largest, two people are equally far (two people always are). */
const TIE_SHARE = 0.9;

/**
 * The people whose mean straight-line distance to the others is the largest, in the group's order:
 * Dana in Irvine with three New Yorkers is named alone; two people are both named.
 */
export function furthestFromTheRest(participants: readonly PlacedParticipant[]): PlacedParticipant[] {
  if (participants.length < 2) return [];
  const meanDistances = participants.map(
    (one) =>
      participants.reduce((sum, other) => sum + greatCircleMetres(one.origin.point, other.origin.point), 0) /
      (participants.length - 1),
  );
  const largest = Math.max(...meanDistances);
  return participants.filter((_, index) => meanDistances[index]! >= largest * TIE_SHARE);
}
