// The fairness search behind find-locations and Hangtime Now!'s venue (behaviour.md §9): venues
// near the group's centre (through the spatial index, never a scan), kept when they are the right
// kind and open through the slot, timed from every placed participant in one travel-times call,
// dropped when beyond anyone's limit, ranked by the worst trip, then the total, then the distance.
import type { TravelMode } from '@hangtime/core/places/schemas';
import { centreOf } from './geo';
import { greatCircleMetres } from './great-circle';
import { elementKey } from './osm-element';
import type { Origin } from './origins';
import { rankByFairness } from './ranking';
import { roundOthersMinutes } from './shown-minutes';
import type { LatLon, OsmElement, PlacesProvider, TravelLeg, TravelTimes } from './types';
import type { VenueReading } from './venue-reading';

export type PlacedParticipant = { id: string; first_name: string; origin: Origin };

export type TimedVenue = {
  id: string;
  venue: OsmElement;
  /** The search's trips table and this venue's column in it (see legsOf). */
  trips: TripTable;
  column: number;
  worstMinutes: number;
  totalMinutes: number;
  distanceMetres: number;
  /** Every participant within their own travel limit. */
  isWithinLimits: boolean;
};

export type SearchEngine = { places: PlacesProvider; travelTimes: TravelTimes; reading: VenueReading };

export type SearchRequest = {
  participants: readonly PlacedParticipant[];
  slot: { start: Date; end: Date };
  /** Which venues are the right kind (subtype, not disliked). */
  accepts(venue: OsmElement): boolean;
  limit: number;
  /**
   * One limit for everyone in place of each person's own: the fallback's twice the strictest
   * (behaviour.md §9). Venues are still marked `isWithinLimits` by each person's own limit.
   */
  sharedLimitMinutes?: number;
};

/** The limit a person's trip must keep in this search. */
const limitOf = (participant: PlacedParticipant, request: SearchRequest) =>
  request.sharedLimitMinutes ?? participant.origin.maxMinutes;

const pointOf = (venue: OsmElement): LatLon => ({ latitude: venue.lat, longitude: venue.lon });

export function groupCentre(participants: readonly PlacedParticipant[]): LatLon {
  return centreOf(participants.map((participant) => participant.origin.point));
}

/**
 * A venue within everyone's limit lies within each person's reach of their origin, so within
 * (their distance to the centre + their reach) of the centre: the smallest such bound is the radius.
 */
function searchRadius(engine: SearchEngine, request: SearchRequest, centre: LatLon): number {
  return Math.min(
    ...request.participants.map(
      (participant) =>
        greatCircleMetres(centre, participant.origin.point) +
        engine.travelTimes.reachMetres(limitOf(participant, request), participant.origin.modes),
    ),
  );
}

/**
 * Drops (in place) the venues beyond someone's straight-line reach: they cannot be within that
 * person's limit, and a straight line costs far less than a trip's time.
 */
function keepWithinEveryonesReach(engine: SearchEngine, request: SearchRequest, venues: OsmElement[]) {
  const reaches = request.participants.map((participant) => ({
    point: participant.origin.point,
    metres: engine.travelTimes.reachMetres(limitOf(participant, request), participant.origin.modes),
  }));
  let kept = 0;
  for (const venue of venues) {
    const point = pointOf(venue);
    if (reaches.every((reach) => greatCircleMetres(reach.point, point) <= reach.metres)) venues[kept++] = venue;
  }
  venues.length = kept;
}

/**
 * The fairest `limit` venues for the group, fairest first; empty when nobody is placed. Opening
 * hours are the costly test, so they are read last and lazily, in ranked order, until `limit`
 * venues are open: a search reads the hours of a few dozen venues, not of thousands.
 */
export async function searchFairVenues(engine: SearchEngine, request: SearchRequest): Promise<TimedVenue[]> {
  const { participants, slot } = request;
  if (participants.length === 0) return [];
  const centre = groupCentre(participants);
  const nearby = await engine.places.near(centre, searchRadius(engine, request, centre));
  const candidates = nearby.filter(request.accepts);
  keepWithinEveryonesReach(engine, request, candidates);
  if (candidates.length === 0) return [];
  const timed = await timeVenues(engine, participants, centre, candidates);
  const shared = request.sharedLimitMinutes;
  const ranked = rankByFairness(
    timed.filter((venue) => (shared === undefined ? venue.isWithinLimits : venue.worstMinutes <= shared)),
    Number.POSITIVE_INFINITY,
  );
  const chosen: TimedVenue[] = [];
  for (const venue of ranked) {
    if (chosen.length >= request.limit) break;
    if (isInBusiness(engine, venue.venue) && engine.reading.isOpenThroughout(venue.venue, slot.start, slot.end))
      chosen.push(venue);
  }
  return chosen;
}

const isInBusiness = (engine: SearchEngine, venue: OsmElement) =>
  engine.reading.fieldsOf(venue).business_status === 'OPERATIONAL';

/**
 * A trip's minutes as the search counts them: another person's rounded (shown-minutes.ts) before
 * anything reads them, so the limits, the order and what is shown agree on one figure. Rounded
 * when read, not copied: a search times thousands of venues.
 */
const minutesOf = (participant: PlacedParticipant, leg: TravelLeg) =>
  participant.origin.isCoarse ? roundOthersMinutes(leg.minutes) : leg.minutes;

type TripTable = { participants: readonly PlacedParticipant[]; legs: (TravelLeg | null)[][] };

export type Trip = { user_id: string; first_name: string; minutes: number; mode: TravelMode };

/** Each participant's trip to the venue, in the participants' order. */
export function legsOf(timed: TimedVenue): Trip[] {
  return timed.trips.participants.map((participant, row) => {
    const leg = timed.trips.legs[row]![timed.column]!;
    return {
      user_id: participant.id,
      first_name: participant.first_name,
      minutes: minutesOf(participant, leg),
      mode: leg.mode,
    };
  });
}

/**
 * Every participant's trip to each venue, in one travel-times call; venues someone cannot reach
 * are left out. The legs are made into objects only when asked for: a search times thousands of
 * venues and shows ten.
 */
export async function timeVenues(
  engine: SearchEngine,
  participants: readonly PlacedParticipant[],
  centre: LatLon,
  venues: readonly OsmElement[],
): Promise<TimedVenue[]> {
  const legs = await engine.travelTimes.fastest(
    participants.map(({ origin }) => ({ point: origin.point, modes: origin.modes })),
    venues.map(pointOf),
  );
  const trips: TripTable = { participants, legs };
  const timed: TimedVenue[] = [];
  for (let column = 0; column < venues.length; column += 1) {
    let worst = 0;
    let total = 0;
    let isReachable = true;
    let isWithinLimits = true;
    for (let row = 0; row < participants.length; row += 1) {
      const leg = legs[row]?.[column];
      if (!leg) {
        isReachable = false;
        break;
      }
      const minutes = minutesOf(participants[row]!, leg);
      worst = Math.max(worst, minutes);
      total += minutes;
      if (minutes > participants[row]!.origin.maxMinutes) isWithinLimits = false;
    }
    if (!isReachable) continue;
    const venue = venues[column]!;
    timed.push({
      id: elementKey(venue),
      venue,
      trips,
      column,
      worstMinutes: worst,
      totalMinutes: total,
      distanceMetres: Math.round(greatCircleMetres(centre, pointOf(venue))),
      isWithinLimits,
    });
  }
  return timed;
}
