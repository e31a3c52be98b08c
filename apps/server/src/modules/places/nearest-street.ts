// A usable line for a venue OpenStreetMap gives no address (docs/behaviour.md, "Venues without an
// address"): "near W 4th St, New York", from the nearest bundled or live venue that has a street.
import { greatCircleMetres } from './great-circle';
import type { OsmElement, PlacesProvider } from './types';

/** How far a neighbour's street may be and still describe where a venue is. */
export const NEAR_STREET_METRES = 250;

/**
 * "near {street}[, {city}]" of the nearest other venue within NEAR_STREET_METRES that has an
 * `addr:street`; null when there is none, or when the places provider cannot answer (a missing
 * line is better than a lost plan).
 */
export async function nearestStreetLine(places: PlacesProvider, venue: OsmElement): Promise<string | null> {
  const at = { latitude: venue.lat, longitude: venue.lon };
  let neighbours: OsmElement[];
  try {
    neighbours = await places.near(at, NEAR_STREET_METRES);
  } catch {
    return null;
  }
  let nearest: { element: OsmElement; metres: number } | null = null;
  for (const element of neighbours) {
    if (!element.tags['addr:street'] || (element.type === venue.type && element.id === venue.id)) continue;
    const metres = greatCircleMetres(at, { latitude: element.lat, longitude: element.lon });
    if (metres <= NEAR_STREET_METRES && (nearest === null || metres < nearest.metres)) nearest = { element, metres };
  }
  if (!nearest) return null;
  const { 'addr:street': street, 'addr:city': city } = nearest.element.tags;
  return `near ${[street, city].filter(Boolean).join(', ')}`;
}
