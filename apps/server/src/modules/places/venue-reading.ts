// What the search needs to read from a venue's OpenStreetMap tags, as one seam: the bundled
// implementations (opening hours, subtype matching, view fields) are plugged in by setup.ts.
import type { RestaurantLocationView } from '@hangtime/core/places/schemas';
import type { SubtypeRow } from './repository';
import type { OsmElement } from './types';

export type VenueFields = Pick<
  RestaurantLocationView,
  'address' | 'accessibility_score' | 'rating' | 'price_level' | 'opening_hours' | 'business_status'
>;

/** The ids of the subtypes a venue is a kind of (through their OSM tags). */
export type SubtypeMatcher = (venue: OsmElement) => number[];

export interface VenueReading {
  /** Open through the whole of [start, end) in the venue's own zone; unknown hours count as open. */
  isOpenThroughout(venue: OsmElement, start: Date, end: Date): boolean;
  /** A matcher for these subtypes, compiled once for the many venues of one search. */
  subtypeMatcher(subtypes: readonly SubtypeRow[]): SubtypeMatcher;
  fieldsOf(venue: OsmElement): VenueFields;
}

/** A place to eat, whatever its cuisine: what the fallback may offer. */
export function isRestaurant(venue: OsmElement): boolean {
  return venue.tags.amenity === 'restaurant' || venue.tags.amenity === 'fast_food';
}
