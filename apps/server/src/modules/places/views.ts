// From a timed venue (or the caller's own place) to the Restaurant location the client reads.
import type { RestaurantLocationView } from '@hangtime/core/places/schemas';
import { formatSavedAddress } from '../locations';
import type { DefaultLocationRow, SubtypeRow } from './repository';
import { legsOf, type TimedVenue } from './search';
import type { SubtypeMatcher, VenueFields, VenueReading } from './venue-reading';

/** Only the fields the view owns from the tags (a reading may know more). */
const pickViewFields = ({
  address,
  accessibility_score,
  rating,
  price_level,
  opening_hours,
  business_status,
}: VenueFields): VenueFields => ({
  address,
  accessibility_score,
  rating,
  price_level,
  opening_hours,
  business_status,
});

export function toLocationView(
  timed: TimedVenue,
  reading: VenueReading,
  match: SubtypeMatcher,
  subtypes: readonly SubtypeRow[],
  alternativeReason: string | null = null,
): RestaurantLocationView {
  const { venue } = timed;
  const matched = new Set(match(venue));
  return {
    id: timed.id,
    place_id: timed.id,
    name: venue.tags.name ?? timed.id,
    latitude: venue.lat,
    longitude: venue.lon,
    subtypes: subtypes.filter((subtype) => matched.has(subtype.id)).map((subtype) => subtype.name),
    ...travelFields(timed),
    distance: timed.distanceMetres,
    ...pickViewFields(reading.fieldsOf(venue)),
    is_host_location: false,
    alternative_reason: alternativeReason,
  };
}

function travelFields(timed: TimedVenue): Pick<RestaurantLocationView, 'travel_time_minutes' | 'travel_times'> {
  const legs = legsOf(timed);
  return {
    travel_time_minutes: legs.length > 0 ? Math.ceil(timed.worstMinutes) : null,
    travel_times: legs.map((leg) => ({ ...leg, minutes: Math.ceil(leg.minutes) })),
  };
}

/** The caller's default location, offered as the place they host. */
export function toHostView(
  home: DefaultLocationRow & { latitude: number; longitude: number },
  timed: TimedVenue,
  reason: string,
): RestaurantLocationView {
  const id = `host/${home.id}`;
  return {
    id,
    place_id: id,
    name: home.location_name,
    address: formatSavedAddress(home),
    latitude: home.latitude,
    longitude: home.longitude,
    subtypes: [],
    ...travelFields(timed),
    distance: timed.distanceMetres,
    accessibility_score: null,
    rating: null,
    price_level: null,
    opening_hours: null,
    business_status: 'OPERATIONAL',
    is_host_location: true,
    alternative_reason: reason,
  };
}
