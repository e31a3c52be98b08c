// The fairness search behind find-locations and Hangtime Now!'s venue (behaviour.md §9): venues
// near the group's centre (through the spatial index, never a scan), kept when they are the right
// kind and open through the slot, timed from every placed participant in one travel-times call,
// dropped when beyond anyone's limit, ranked by the worst trip, then the total, then the distance.
import type { TravelMode } from '@hangtime/core/places/schemas';
import { centreOf, distanceMetres } from './geo';
import type { Origin } from './origins';
import { rankByFairness } from './ranking';
import type { LatLon, OsmElement, PlacesProvider, TravelTimes } from './types';
import type { VenueReading } from './venue-reading';

export type PlacedParticipant = { id: string; first_name: string; origin: Origin };

export type TimedVenue = {
  id: string;
  venue: OsmElement;
  legs: { user_id: string; first_name: string; minutes: number; mode: TravelMode }[];
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
  /** The fallback looks past the travel limits: it still orders by fairness. */
  ignoreLimits?: boolean;
  /** Search radius as a multiple of the travel reach (the fallback widens it). */
  reachFactor?: number;
};

export const elementId = (venue: OsmElement) => `${venue.type}/${venue.id}`;
const pointOf = (venue: OsmElement): LatLon => ({ latitude: venue.lat, longitude: venue.lon });

export function groupCentre(participants: readonly PlacedParticipant[]): LatLon {
  return centreOf(participants.map((participant) => participant.origin.point));
}

/**
 * A venue within everyone's limit lies within each person's reach of their origin, so within
 * (their distance to the centre + their reach) of the centre: the smallest such bound is the radius.
 */
function searchRadius(engine: SearchEngine, participants: readonly PlacedParticipant[], centre: LatLon, reachFactor: number): number {
  return Math.min(
    ...participants.map(
      ({ origin }) => distanceMetres(centre, origin.point) + engine.travelTimes.reachMetres(origin.maxMinutes * reachFactor, origin.modes),
    ),
  );
}

/** The fairest `limit` venues for the group, fairest first; empty when nobody is placed. */
export async function searchFairVenues(engine: SearchEngine, request: SearchRequest): Promise<TimedVenue[]> {
  const { participants, slot } = request;
  if (participants.length === 0) return [];
  const centre = groupCentre(participants);
  const nearby = await engine.places.near(centre, searchRadius(engine, participants, centre, request.reachFactor ?? 1));
  const candidates = nearby.filter((venue) => request.accepts(venue) && engine.reading.isOpenThroughout(venue, slot.start, slot.end));
  if (candidates.length === 0) return [];

  const timed = await timeVenues(engine, participants, centre, candidates);
  return rankByFairness(request.ignoreLimits ? timed : timed.filter((venue) => venue.isWithinLimits), request.limit);
}

/** Every participant's trip to each venue, in one travel-times call; venues someone cannot reach are left out. */
export async function timeVenues(engine: SearchEngine, participants: readonly PlacedParticipant[], centre: LatLon, venues: readonly OsmElement[]): Promise<TimedVenue[]> {
  const legs = await engine.travelTimes.fastest(
    participants.map(({ origin }) => ({ point: origin.point, modes: origin.modes })),
    venues.map(pointOf),
  );
  const timed: TimedVenue[] = [];
  venues.forEach((venue, column) => {
    const venueLegs = participants.map((participant, row) => ({ participant, leg: legs[row]?.[column] ?? null }));
    if (venueLegs.some(({ leg }) => leg === null)) return;
    const minutes = venueLegs.map(({ leg }) => leg!.minutes);
    timed.push({
      id: elementId(venue),
      venue,
      legs: venueLegs.map(({ participant, leg }) => ({ user_id: participant.id, first_name: participant.first_name, minutes: leg!.minutes, mode: leg!.mode })),
      worstMinutes: Math.max(...minutes),
      totalMinutes: minutes.reduce((sum, value) => sum + value, 0),
      distanceMetres: Math.round(distanceMetres(centre, pointOf(venue))),
      isWithinLimits: venueLegs.every(({ participant, leg }) => leg!.minutes <= participant.origin.maxMinutes),
    });
  });
  return timed;
}
