// The places use cases (behaviour.md §9): what a group likes to eat, and the fairest open venues
// for a slot. Takes an explicit acting user id; everyone else named must be the caller's friend.
import { RESTAURANTS_ACTIVITY_CATEGORY } from '@hangtime/core/preferences/activity-categories';
import { AppError } from '@hangtime/core/errors';
import { leanVenues } from '@hangtime/core/regulars/fair-turns';
import { placesMessages, type FindLocationsResponse, type RestaurantLocationView } from '@hangtime/core/places/schemas';
import type { Clock } from '../../lib/clock';
import type { RateLimitSettings } from '../../plugins/rate-limit';
import {
  acceptsRestaurantsNobodyDislikes,
  alternativeReason,
  fallbackLimitMinutes,
  findFallbackVenues,
  hostReason,
} from './fallback';
import { furthestFromTheRest, isTooFarApart } from './group-spread';
import { nearestStreetLine } from './nearest-street';
import { friendsOutOfReach, peopleWhoCannotReach } from './reachability';
import { dislikedByAnyone, rankSubtypesForGroup, type RankedSubtype } from './group-tastes';
import { createGroupPlacement, type PlacedGroup, type Slot } from './group-placement';
import { type PlacesRepository, type SubtypeRow } from './repository';
import { groupCentre, legsOf, searchFairVenues, timeVenues, type PlacedParticipant, type SearchEngine } from './search';
import { roundOthersMinutes } from './shown-minutes';
import type { LatLon, OsmElement } from './types';
import { toHostView, toLocationView } from './views';
import { chooseVariedVenue, RECENT_HANGOUTS } from './venue-variety';

export const TOP_LOCATIONS = 10;

/** Hangtime Now!'s question: the fairest open venue of one activity for the caller and invitees. */
export type VenueRequest = {
  callerId: string;
  inviteeIds: string[];
  subcategoryId: number;
  slot: Slot;
  /** The group already placed for this slot (placeRequest), so the plan's questions place it once. */
  group?: PlacedGroup;
  /** People to spare a long trip (a regular group's, behaviour.md issue 26): the venue leans toward them. */
  spare?: readonly string[];
};

/** Who can take part in a hangout at `slot`; `host` is the caller's home when they host there. */
export type ReachRequest = {
  callerId: string;
  inviteeIds: string[];
  slot: Slot;
  host?: LatLon | null;
  /** As in VenueRequest. */
  group?: PlacedGroup;
};

export type ChosenVenue = {
  name: string;
  address: string | null;
  latitude: number;
  longitude: number;
  /** Everyone's trip there, rounded as others are shown them (the caller's too, to compare alike). */
  trips?: { user_id: string; minutes: number }[];
};

/** The venue, or why there is none: the activity is no kind of place (board games at home), or none fits. */
export type VenueChoice = { venue: ChosenVenue } | { venue: null; reason: 'not_a_venue' | 'no_venue_fits' };

export type PlacesServiceOptions = {
  rateLimits: Pick<RateLimitSettings, 'findLocationsPerHour' | 'keyPrefix'>;
  clock: Clock;
  /** Draws among equally fair venues (a number in [0, 1)); tests pass their own. */
  random?: () => number;
};

const HOUR_MS = 3_600_000;

export function createPlacesService(
  repository: PlacesRepository,
  loadEngine: () => Promise<SearchEngine>,
  { rateLimits, clock, random = Math.random }: PlacesServiceOptions,
) {
  const { groupOf, placeGroup, placeRequest, placedFor } = createGroupPlacement(repository);

  /**
   * Every find-locations call counts, answered or not: each is a look at friends' travel times,
   * and many looks from many places are how an origin is triangulated (behaviour.md, issue 25).
   */
  async function admitSearch(callerId: string) {
    const nowMs = clock.now().getTime();
    const { count, resetAt } = await repository.countCall(
      `${rateLimits.keyPrefix}:find-locations:${callerId}`,
      HOUR_MS,
      nowMs,
    );
    if (count > rateLimits.findLocationsPerHour) {
      throw new AppError('RATE_LIMITED', placesMessages.tooManySearches, {
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt - nowMs) / 1000)),
      });
    }
  }

  /** The caller's default location as the host entry, timed from everyone placed; null when it cannot be placed. */
  async function hostEntry(
    engine: SearchEngine,
    placed: readonly PlacedParticipant[],
    home: Awaited<ReturnType<typeof placeGroup>>['callerHome'],
  ) {
    if (!home || home.latitude === null || home.longitude === null || placed.length === 0) return null;
    const point = {
      type: 'node' as const,
      id: 0,
      lat: home.latitude,
      lon: home.longitude,
      tags: { name: home.location_name },
    };
    const [timed] = await timeVenues(engine, placed, groupCentre(placed), [point]);
    return timed
      ? toHostView(
          { ...home, latitude: home.latitude, longitude: home.longitude },
          timed,
          hostReason(home.location_name),
        )
      : null;
  }

  function validSubtypes(all: readonly SubtypeRow[], requested: readonly number[]): SubtypeRow[] {
    const byId = new Map(all.map((subtype) => [subtype.id, subtype]));
    if (requested.some((id) => !byId.has(id))) {
      throw new AppError('VALIDATION_ERROR', placesMessages.subtypeIdsInvalid, {
        fields: { subtype_ids: placesMessages.subtypeIdsInvalid },
      });
    }
    return requested.map((id) => byId.get(id)!);
  }

  return {
    async restaurantSubtypes(callerId: string, userIds: readonly string[]): Promise<RankedSubtype[]> {
      const group = await groupOf(callerId, userIds);
      const [subtypes, ratings] = await Promise.all([
        repository.listSubtypesByPopularity(RESTAURANTS_ACTIVITY_CATEGORY.id),
        // `{}` asks for the list unfiltered (spec: "{} (unfiltered, category 1)"): every count 0.
        userIds.length > 0 ? repository.listRatings(group.map((person) => person.id)) : Promise.resolve([]),
      ]);
      return rankSubtypesForGroup(subtypes, ratings);
    },

    async findLocations(
      callerId: string,
      body: { user_ids: string[]; subtype_ids: number[]; time_slot: { start_time: string; end_time: string } },
    ): Promise<FindLocationsResponse> {
      await admitSearch(callerId);
      const group = await groupOf(callerId, body.user_ids);
      const engine = await loadEngine();
      const slot = { start: new Date(body.time_slot.start_time), end: new Date(body.time_slot.end_time) };
      const [restaurantSubtypes, ratings] = await Promise.all([
        repository.listSubtypes(RESTAURANTS_ACTIVITY_CATEGORY.id),
        repository.listRatings(group.map((person) => person.id)),
      ]);
      const chosen = validSubtypes(restaurantSubtypes, body.subtype_ids);
      const disliked = dislikedByAnyone(ratings);
      const { placed, unplaced, callerHome } = await placeGroup(group, slot);

      // No types chosen: any restaurant whose food nobody in the group dislikes.
      // One matcher of every Restaurants subtype for the whole search (its answers are remembered per venue).
      const matchAny = engine.reading.subtypeMatcher(restaurantSubtypes);
      const chosenIds = new Set(chosen.map((subtype) => subtype.id));
      const accepts =
        chosen.length > 0
          ? (venue: OsmElement) => matchAny(venue).some((id) => chosenIds.has(id))
          : acceptsRestaurantsNobodyDislikes(matchAny, disliked);
      const fitting = await searchFairVenues(engine, { participants: placed, slot, accepts, limit: TOP_LOCATIONS });
      let locations: RestaurantLocationView[] = fitting.map((venue) =>
        toLocationView(venue, engine.reading, matchAny, restaurantSubtypes),
      );
      const unplacedRefs = unplaced.map((person) => ({ user_id: person.id, first_name: person.first_name }));
      const answer = { success: true as const, travel_time_source: engine.travelTimes.source };
      if (locations.length === 0 && isTooFarApart(placed, engine.travelTimes, fallbackLimitMinutes(placed))) {
        // No place is within reach of everyone even at twice the strictest limit: no venue, no home.
        return {
          ...answer,
          locations: [],
          unplaced_participants: unplacedRefs,
          reason: 'too_far_apart',
          furthest_participants: furthestFromTheRest(placed).map((person) => ({
            user_id: person.id,
            first_name: person.first_name,
          })),
        };
      }
      if (locations.length === 0 && placed.length > 0) {
        const fallback = await findFallbackVenues(engine, { participants: placed, slot, restaurantSubtypes, disliked });
        const host = await hostEntry(engine, placed, callerHome);
        locations = [
          ...fallback.map((venue) =>
            toLocationView(
              venue,
              engine.reading,
              matchAny,
              restaurantSubtypes,
              alternativeReason(venue, chosen.length > 0),
            ),
          ),
          ...(host ? [host] : []),
        ];
      }
      return { ...answer, locations, unplaced_participants: unplacedRefs, reason: null, furthest_participants: [] };
    },

    /** The group of a plan placed once, for its questions below (`group` in their requests). */
    placeRequest,

    /**
     * The invitees who cannot take part (behaviour.md §8, reachability): those who can meet the
     * caller at no place within both their travel limits, and, when the caller hosts at `host`,
     * those who cannot reach it within their own. Unplaced people (no origin) are not judged.
     */
    async outOfReach(request: ReachRequest): Promise<string[]> {
      // Who is in the group (404 for a stranger) before any work on the venues.
      const placed = await placedFor(request);
      const engine = await loadEngine();
      if (placed[0]?.id !== request.callerId) return [];
      const tooFar = friendsOutOfReach(placed, engine.travelTimes);
      const rest = placed.slice(1).filter((person) => !tooFar.includes(person));
      const cannotReachHost = request.host ? await peopleWhoCannotReach(rest, request.host, engine.travelTimes) : [];
      const out = new Set([...tooFar, ...cannotReachHost].map((person) => person.id));
      return request.inviteeIds.filter((id) => out.has(id));
    },

    /** The fairest open venue of the activity, varied among equally fair ones (venue-variety.ts), or why there is none. */
    async chooseVenue(request: VenueRequest): Promise<VenueChoice> {
      const subtype = await repository.findSubtype(request.subcategoryId);
      if (!subtype || subtype.osm_tags.length === 0) return { venue: null, reason: 'not_a_venue' };
      const placed = await placedFor(request);
      const engine = await loadEngine();
      const match = engine.reading.subtypeMatcher([subtype]);
      const accepts = (venue: OsmElement) => match(venue).length > 0;
      const [ranked, recent] = await Promise.all([
        searchFairVenues(engine, { participants: placed, slot: request.slot, accepts, limit: TOP_LOCATIONS }),
        repository.listRecentEventPlaces(request.callerId, RECENT_HANGOUTS),
      ]);
      const withTrips = ranked.map((venue) => ({ ...venue, trips: legsOf(venue) }));
      const best = chooseVariedVenue(leanVenues(withTrips, request.spare ?? []), recent, random);
      if (!best) return { venue: null, reason: 'no_venue_fits' };
      const fields = engine.reading.fieldsOf(best.venue);
      // No address in the data: the nearest street, so invitations say where (not just a name).
      const address = fields.address ?? (await nearestStreetLine(engine.places, best.venue));
      return {
        venue: {
          name: best.venue.tags.name ?? best.id,
          address,
          latitude: best.venue.lat,
          longitude: best.venue.lon,
          trips: best.trips.map((trip) => ({ user_id: trip.user_id, minutes: roundOthersMinutes(trip.minutes) })),
        },
      };
    },
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;
