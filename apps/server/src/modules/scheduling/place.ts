// Where a planned hangout happens. The one function the places module replaces with the fairest
// open venue (behaviour.md §9); until then, the caller's default saved location.
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

export function createDefaultLocationPlace(repository: SchedulingRepository): ChoosePlace {
  return async ({ callerId }) => {
    const location = await repository.findDefaultLocation(callerId);
    if (!location) return null;
    const cityLine = [location.city, [location.state_province, location.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    const address = [location.street_address, location.address_line_2, cityLine].filter(Boolean).join(', ');
    return { name: location.location_name, address, latitude: location.latitude, longitude: location.longitude, isVenue: false };
  };
}
