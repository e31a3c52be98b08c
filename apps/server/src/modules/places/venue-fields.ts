// What a venue's OSM tags say in the shape of the spec's Restaurant location entity
// (behaviour.md §9): its id, address, accessibility, status and hours. Travel times, subtypes
// and distance depend on the search and are the service's to add.
import type { RestaurantLocationView } from '@hangtime/core/places/schemas';
import { elementKey } from './osm-element';
import type { OsmElement } from './types';

export type VenueFields = Pick<
  RestaurantLocationView,
  | 'id'
  | 'place_id'
  | 'name'
  | 'address'
  | 'latitude'
  | 'longitude'
  | 'accessibility_score'
  | 'rating'
  | 'price_level'
  | 'opening_hours'
  | 'business_status'
>;

/** "154 Stuyvesant Place, Staten Island, NY 10301", from whichever parts the venue has; null when none. */
export function addressOf(tags: Record<string, string>): string | null {
  const street = [tags['addr:housenumber'], tags['addr:street']].filter(Boolean).join(' ');
  const region = [tags['addr:state'], tags['addr:postcode']].filter(Boolean).join(' ');
  const address = [street, tags['addr:city'], region].filter(Boolean).join(', ');
  return address || tags['addr:full'] || null;
}

// OSM `wheelchair`: designated (built for wheelchairs) is at least yes.
const wheelchairScores: Record<string, number> = { yes: 1, designated: 1, limited: 0.5, no: 0 };

/** OSM `wheelchair`: yes 1, limited 0.5, no 0, anything else unknown (null). */
export function accessibilityScoreOf(tags: Record<string, string>): number | null {
  return wheelchairScores[tags.wheelchair?.trim().toLowerCase() ?? ''] ?? null;
}

// OSM's lifecycle prefixes: `disused:amenity=restaurant` is a restaurant that no longer trades.
const lifecyclePrefixes = ['disused', 'abandoned', 'was', 'demolished', 'removed', 'razed'];
const featureKeys = ['amenity', 'shop', 'leisure', 'tourism', 'craft'];

/**
 * Google's vocabulary, which the spec's entity borrows: OPERATIONAL unless the tags say the place
 * closed for good (a lifecycle prefix on its feature key with no live one, or disused=yes).
 * OSM has no agreed tag for a temporary closure, so CLOSED_TEMPORARILY is never inferred.
 */
export function businessStatusOf(tags: Record<string, string>): 'OPERATIONAL' | 'CLOSED_PERMANENTLY' {
  const hasLiveFeature = featureKeys.some((key) => tags[key] !== undefined);
  const hasLifecycleFeature = lifecyclePrefixes.some((prefix) =>
    featureKeys.some((key) => tags[`${prefix}:${key}`] !== undefined),
  );
  const markedGone = lifecyclePrefixes.some((prefix) => tags[prefix] === 'yes');
  return markedGone || (hasLifecycleFeature && !hasLiveFeature) ? 'CLOSED_PERMANENTLY' : 'OPERATIONAL';
}

export function venueFieldsOf(element: OsmElement): VenueFields {
  const { tags } = element;
  const id = elementKey(element);
  return {
    id,
    place_id: id,
    name: tags.name ?? '',
    address: addressOf(tags),
    latitude: element.lat,
    longitude: element.lon,
    accessibility_score: accessibilityScoreOf(tags),
    // OpenStreetMap holds no ratings or price levels, and none of the bundled files adds them.
    rating: null,
    price_level: null,
    opening_hours: tags.opening_hours ?? null,
    business_status: businessStatusOf(tags),
  };
}
