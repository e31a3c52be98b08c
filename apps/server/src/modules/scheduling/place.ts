// Where a planned hangout happens (behaviour.md §8): the fairest open venue of the activity for
// everyone going, found by the places module's find-locations search. Without one, the caller's
// default saved location, but only when they marked it as a place they are happy to host (its
// street goes to every invitee); otherwise the place is left to be decided, with no address.
import { formatSavedAddress } from '../locations';
import {
  PlacesUnavailableError,
  type GroupRequest,
  type PlacedGroup,
  type ReachRequest,
  type VenueChoice,
  type VenueRequest,
} from '../places';
import type { SchedulingRepository } from './repository';

/**
 * Why a hangout is not at a venue: no activity suits everyone, the activity is no kind of place
 * (board games at home), no venue of it fits everyone, or a live places service is down.
 */
export type NoVenueReason = 'no_activity' | 'not_a_venue' | 'no_venue_fits' | 'search_unavailable';

export type HangoutPlace =
  | { kind: 'venue'; name: string; address: string | null; latitude: number; longitude: number }
  /** The caller's default saved location, which they are happy to host at. */
  | {
      kind: 'host';
      reason: NoVenueReason;
      name: string;
      address: string;
      latitude: number | null;
      longitude: number | null;
    }
  /** No place yet: `hasDefaultLocation` tells whether the caller has one that they do not offer. */
  | { kind: 'undecided'; reason: NoVenueReason; hasDefaultLocation: boolean };

/** The event's location when its place is still to be decided (it has no address). */
export const PLACE_TO_BE_DECIDED = 'To be decided';

export type PlaceRequest = {
  callerId: string;
  inviteeIds: string[];
  subcategoryId: number | null;
  start: Date;
  end: Date;
  /** The group already placed for this slot (PlaceGroup), so the plan places it once. */
  group?: PlacedGroup;
};

export type ChoosePlace = (request: PlaceRequest) => Promise<HangoutPlace>;

/** The place when there is no venue, told why. */
export type ChooseFallbackPlace = (request: PlaceRequest, reason: NoVenueReason) => Promise<HangoutPlace>;

export type VenueChooser = {
  chooseVenue(request: VenueRequest): Promise<VenueChoice>;
  outOfReach(request: ReachRequest): Promise<string[]>;
  placeRequest(request: GroupRequest): Promise<PlacedGroup>;
};

/** Places a plan's group for its slot once, for the questions the plan then asks (reach, venue, home). */
export type PlaceGroup = (request: GroupRequest) => Promise<PlacedGroup>;

/** The invitees who cannot take part (too far from the caller, or from the home they host at). */
export type OutOfReach = (request: ReachRequest) => Promise<string[]>;

/** The places module's judgement; while a live routing service is down nobody is judged out of reach. */
export function createOutOfReach(venues: Pick<VenueChooser, 'outOfReach'>): OutOfReach {
  return async (request) => {
    try {
      return await venues.outOfReach(request);
    } catch (error) {
      if (error instanceof PlacesUnavailableError) return [];
      throw error;
    }
  };
}

/** The caller's default location if they are happy to host there; else the place is to be decided. */
export function createDefaultLocationPlace(repository: SchedulingRepository): ChooseFallbackPlace {
  return async ({ callerId }, reason) => {
    const location = await repository.findDefaultLocation(callerId);
    if (!location?.happy_to_host) return { kind: 'undecided', reason, hasDefaultLocation: location !== null };
    return {
      kind: 'host',
      reason,
      name: location.location_name,
      address: formatSavedAddress(location),
      latitude: location.latitude,
      longitude: location.longitude,
    };
  };
}

/**
 * The fairest open venue first; `otherwise` when there is none, or when a live places or routing
 * service is down: a hangout at a place the caller offered, or one to be decided, beats no hangout.
 */
export function createVenuePlace(
  venues: Pick<VenueChooser, 'chooseVenue'>,
  otherwise: ChooseFallbackPlace,
): ChoosePlace {
  return async (request) => {
    if (request.subcategoryId === null) return otherwise(request, 'no_activity');
    const choice = await chooseVenueUnlessDown(venues, {
      callerId: request.callerId,
      inviteeIds: request.inviteeIds,
      subcategoryId: request.subcategoryId,
      slot: { start: request.start, end: request.end },
      group: request.group,
    });
    if (choice === 'down') return otherwise(request, 'search_unavailable');
    if (choice.venue) return { kind: 'venue', ...choice.venue };
    return otherwise(request, choice.reason);
  };
}

async function chooseVenueUnlessDown(
  venues: Pick<VenueChooser, 'chooseVenue'>,
  request: VenueRequest,
): Promise<VenueChoice | 'down'> {
  try {
    return await venues.chooseVenue(request);
  } catch (error) {
    if (error instanceof PlacesUnavailableError) return 'down';
    throw error;
  }
}

/** The event's location fields for a place: none but "To be decided" while it is undecided. */
export function eventLocationOf(place: HangoutPlace) {
  if (place.kind === 'undecided') {
    return { location: PLACE_TO_BE_DECIDED, location_address: null, latitude: null, longitude: null };
  }
  const { name, address, latitude, longitude } = place;
  return { location: name, location_address: address, latitude, longitude };
}
