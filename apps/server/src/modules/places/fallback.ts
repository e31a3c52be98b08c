// When nothing fits (behaviour.md §9): the 3 fairest open restaurants of any subtype nobody in the
// group dislikes, each with a sentence saying why it is offered instead. The search widens its
// radius (1×, 2×, then 4× everyone's reach) until it has 3, and looks past the travel limits:
// the group still gets the fairest choices there are, and the sentence says what was given up.
import type { SubtypeRow } from './repository';
import { searchFairVenues, type PlacedParticipant, type SearchEngine, type TimedVenue } from './search';
import { isRestaurant, type SubtypeMatcher } from './venue-reading';
import type { OsmElement } from './types';

export const FALLBACK_COUNT = 3;
const REACH_FACTORS = [1, 2, 4];

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

export async function findFallbackVenues(engine: SearchEngine, request: FallbackRequest): Promise<TimedVenue[]> {
  const accepts = acceptsRestaurantsNobodyDislikes(
    engine.reading.subtypeMatcher(request.restaurantSubtypes),
    request.disliked,
  );
  let found: TimedVenue[] = [];
  for (const reachFactor of REACH_FACTORS) {
    found = await searchFairVenues(engine, {
      ...request,
      accepts,
      limit: FALLBACK_COUNT,
      ignoreLimits: true,
      reachFactor,
    });
    if (found.length >= FALLBACK_COUNT) break;
  }
  return found;
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
  return `${missing} This is one of the fairest open restaurants nearby that nobody in the group dislikes: at most ${venue.worstMinutes} minutes for anyone.`;
}

export function hostReason(locationName: string): string {
  return `Or host it yourself at ${locationName}, your default location.`;
}
