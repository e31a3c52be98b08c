// The two seams of the places module (behaviour.md §9): where venues come from (bundled
// OpenStreetMap files or a live Overpass API) and how long it takes to reach them (an estimate or
// an OSRM-compatible routing service). Both sides of each seam share these shapes.
import type { TravelMode } from '@hangtime/core/places/schemas';

export type LatLon = { latitude: number; longitude: number };

/** A venue in the element shape Overpass returns (`out center` for ways: the centre as lat/lon). */
export type OsmElement = {
  type: 'node' | 'way' | 'relation';
  id: number;
  lat: number;
  lon: number;
  tags: Record<string, string>;
};

export interface PlacesProvider {
  /** Venues within `radiusMetres` of `centre`, found through a spatial index (or Overpass's `around`), never a scan. */
  near(centre: LatLon, radiusMetres: number): Promise<OsmElement[]>;
}

export type TravelLeg = { minutes: number; mode: TravelMode };

export type TravelOrigin = { point: LatLon; modes: TravelMode[] };

export interface TravelTimes {
  /** Shown to people: an estimate is labelled "estimate". */
  readonly source: 'estimate' | 'routing';
  /**
   * For each origin, for each destination: the fastest of the origin's modes, or null when it
   * cannot be reached. One call per search (a routing service gets one request per profile, not
   * one per venue).
   */
  fastest(origins: TravelOrigin[], destinations: LatLon[]): Promise<(TravelLeg | null)[][]>;
  /** The radius within which `minutes` of travel by the fastest of `modes` can possibly reach (for the index query). */
  reachMetres(minutes: number, modes: TravelMode[]): number;
}
