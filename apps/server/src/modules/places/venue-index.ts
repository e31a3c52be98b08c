// A static spatial index of venues (kdbush's k-d tree, queried on the sphere by geokdbush), so a
// search visits only the tree cells within reach instead of every venue (behaviour.md §9).
import KDBush from 'kdbush';
import { around } from 'geokdbush';
import type { LatLon, OsmElement } from './types';

export type VenueIndex = {
  readonly size: number;
  /** Venues within `radiusMetres` (great-circle) of `centre`, nearest first. */
  near(centre: LatLon, radiusMetres: number): OsmElement[];
};

export function buildVenueIndex(elements: readonly OsmElement[]): VenueIndex {
  const venues = [...elements];
  // kdbush refuses an empty index; with no venues every search finds none.
  const index = venues.length > 0 ? new KDBush(venues.length) : null;
  if (index) {
    for (const venue of venues) index.add(venue.lon, venue.lat);
    index.finish();
  }
  return {
    size: venues.length,
    near(centre, radiusMetres) {
      if (!index || !(radiusMetres >= 0)) return [];
      return around(index, centre.longitude, centre.latitude, Infinity, radiusMetres / 1000).map((id) => venues[id]!);
    },
  };
}
