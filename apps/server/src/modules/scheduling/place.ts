// Where a planned hangout happens (behaviour.md §8): the fairest open venue of the activity for
// everyone going, found by the places module's find-locations search; the caller's default saved
// location when the activity is not a kind of place, or no venue fits.
import { formatSavedAddress } from '../locations';
import { PlacesUnavailableError, type ChosenVenue, type VenueRequest } from '../places';
import type { SchedulingRepository } from './repository';

export type HangoutPlace = {
  /** A venue's name, or the saved location's name. */
  name: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  /** A real venue titles the event; the caller's own place does not ("Hangtime: Home" says nothing). */
  isVenue: boolean;
};

export type PlaceRequest = {
  callerId: string;
  inviteeIds: string[];
  subcategoryId: number | null;
  start: Date;
  end: Date;
};

export type ChoosePlace = (request: PlaceRequest) => Promise<HangoutPlace | null>;

export type VenueChooser = { chooseVenue(request: VenueRequest): Promise<ChosenVenue | null> };

export function createDefaultLocationPlace(repository: SchedulingRepository): ChoosePlace {
  return async ({ callerId }) => {
    const location = await repository.findDefaultLocation(callerId);
    if (!location) return null;
    return {
      name: location.location_name,
      address: formatSavedAddress(location),
      latitude: location.latitude,
      longitude: location.longitude,
      isVenue: false,
    };
  };
}

/**
 * The fairest open venue first; `otherwise` (the default location) when there is none, or when a
 * live places or routing service is down: a hangout at the caller's place beats no hangout.
 */
export function createVenuePlace(venues: VenueChooser, otherwise: ChoosePlace): ChoosePlace {
  return async (request) => {
    if (request.subcategoryId !== null) {
      const venue = await chooseVenueUnlessDown(venues, {
        callerId: request.callerId,
        inviteeIds: request.inviteeIds,
        subcategoryId: request.subcategoryId,
        slot: { start: request.start, end: request.end },
      });
      if (venue) return { ...venue, isVenue: true };
    }
    return otherwise(request);
  };
}

async function chooseVenueUnlessDown(venues: VenueChooser, request: VenueRequest): Promise<ChosenVenue | null> {
  try {
    return await venues.chooseVenue(request);
  } catch (error) {
    if (error instanceof PlacesUnavailableError) return null;
    throw error;
  }
}
