// The Overpass QL sent to a live Overpass API (behaviour.md §9, places provider). Only numbers
// are ever written into the query: no person's text can change what it asks.
import type { LatLon } from './types';

/**
 * The `amenity` values the seeded activity subcategories' `osm_tags` use (migration
 * 0007_seed_activities.sql; a unit test keeps the two in step). Subcategories found by other keys
 * (leisure, tourism, sport…) are parks, gyms and museums: not venues find-locations offers, and
 * asking for them would fill every answer with park polygons.
 */
export const overpassAmenities = [
  'bar',
  'cafe',
  'cinema',
  'comedy_club',
  'concert_hall',
  'fast_food',
  'karaoke_box',
  'library',
  'marketplace',
  'music_venue',
  'nightclub',
  'pub',
  'restaurant',
  'theatre',
] as const;

export type OverpassArea = { centre: LatLon; radiusMetres: number };

/**
 * `nwr(around:…)` finds nodes, ways and relations within the radius; `out center tags` gives
 * ways and relations a centre point instead of their geometry, so the answer stays small.
 * Unnamed venues are left out at the source: the normaliser would drop them anyway.
 */
export function buildOverpassQuery(area: OverpassArea, timeoutSeconds: number): string {
  const { centre, radiusMetres } = area;
  const latitude = finiteNumber(centre.latitude, 'latitude').toFixed(6);
  const longitude = finiteNumber(centre.longitude, 'longitude').toFixed(6);
  const radius = Math.ceil(finiteNumber(radiusMetres, 'radius'));
  const seconds = Math.max(1, Math.ceil(finiteNumber(timeoutSeconds, 'timeout')));
  return [
    `[out:json][timeout:${seconds}];`,
    `nwr(around:${radius},${latitude},${longitude})[amenity~"^(${overpassAmenities.join('|')})$"][name];`,
    'out center tags;',
  ].join('\n');
}

function finiteNumber(value: number, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new RangeError(`Overpass query: ${what} must be a finite number`);
  return value;
}
