// Where a planned hangout happens (behaviour.md §8): the fairest open venue of the activity for
// everyone going, found by the places module's find-locations search; the caller's default saved
// location when the activity is not a kind of place, or no venue fits.
import type { ChosenVenue, VenueRequest } from '../places/service';
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

export type PlaceRequest = { callerId: string; inviteeIds: string[]; subcategoryId: number | null; start: Date; end: Date };

export type ChoosePlace = (request: PlaceRequest) => Promise<HangoutPlace | null>;

export type VenueChooser = { chooseVenue(request: VenueRequest): Promise<ChosenVenue | null> };

export function createDefaultLocationPlace(repository: SchedulingRepository): ChoosePlace {
  return async ({ callerId }) => {
    const location = await repository.findDefaultLocation(callerId);
    if (!location) return null;
    const cityLine = [location.city, [location.state_province, location.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    const address = [location.street_address, location.address_line_2, cityLine].filter(Boolean).join(', ');
    return { name: location.location_name, address, latitude: location.latitude, longitude: location.longitude, isVenue: false };
  };
}

/** The fairest open venue first; `otherwise` (the default location) when there is none. */
export function createVenuePlace(venues: VenueChooser, otherwise: ChoosePlace): ChoosePlace {
  return async (request) => {
    if (request.subcategoryId !== null) {
      const venue = await venues.chooseVenue({
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
