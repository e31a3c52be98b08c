// When nothing fits (behaviour.md §9): the 3 fairest open restaurants of any subtype nobody in the
// group dislikes whose worst trip is at most twice the strictest participant's limit, each with a
// sentence saying why it is offered instead. The group still gets the fairest choices there are
// within that bound, and the sentence says what was given up; past it, nothing (group-spread.ts
// says whether the group is too far apart for one place).
import { formatDuration } from '@hangtime/core/time/durations';
import type { SubtypeRow } from './repository';
import { searchFairVenues, type PlacedParticipant, type SearchEngine, type TimedVenue } from './search';
import { isRestaurant, type SubtypeMatcher } from './venue-reading';
import type { OsmElement } from './types';

export const FALLBACK_COUNT = 3;

export type FallbackRequest = {
  participants: readonly PlacedParticipant[];
  slot: { start: Date; end: Date };
  /** The restaurant subtypes, to tell which a venue is. */
  restaurantSubtypes: readonly SubtypeRow[];
  disliked: ReadonlySet<number>;
};

/** Any restaurant none of whose cuisines anyone in the group dislikes. */
export function acceptsRestaurantsNobodyDislikes(match: SubtypeMatcher, disliked: ReadonlySet<number>) {
  return (venue: OsmElement) => isRestaurant(venue) && !match(venue).some((id) => disliked.has(id));
}

/** The most anyone may travel to a fallback venue: twice the strictest participant's limit. */
export function fallbackLimitMinutes(participants: readonly PlacedParticipant[]): number {
  return 2 * Math.min(...participants.map((participant) => participant.origin.maxMinutes));
}

export async function findFallbackVenues(engine: SearchEngine, request: FallbackRequest): Promise<TimedVenue[]> {
  const accepts = acceptsRestaurantsNobodyDislikes(
    engine.reading.subtypeMatcher(request.restaurantSubtypes),
    request.disliked,
  );
  return searchFairVenues(engine, {
    participants: request.participants,
    slot: request.slot,
    accepts,
    limit: FALLBACK_COUNT,
    sharedLimitMinutes: fallbackLimitMinutes(request.participants),
  });
}

/**
 * Why a fallback venue is offered, in words the caller can read. It names no one and no one's
 * limit: a friend's travel limit is their own business (behaviour.md: a friend learns only when).
 */
export function alternativeReason(venue: TimedVenue, hasChosenTypes: boolean): string {
  const missing = hasChosenTypes
    ? 'No restaurant of the types you chose is open for the whole time within everyone’s travel limit.'
    : 'No restaurant is open for the whole time within everyone’s travel limit.';
  if (venue.isWithinLimits)
    return `${missing} This one is open then, within everyone’s limit, and nobody in the group dislikes its food.`;
  return `${missing} This is one of the fairest open restaurants nearby that nobody in the group dislikes: at most ${formatDuration(venue.worstMinutes)} for anyone.`;
}

export function hostReason(locationName: string): string {
  return `Or host it yourself at ${locationName}, your default location.`;
}
