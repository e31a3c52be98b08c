// The one normaliser of venues (behaviour.md §9): every bundled file format and the live Overpass
// API's JSON become the element shape Overpass returns, `{type, id, lat, lon, tags}`, through the
// same gate (osm-element.ts): nameless or unplaceable venues dropped, ways and relations at their
// centre.
import { normaliseVenueCsv } from './normalise-csv';
import { mergeDuplicateElements, toOsmElement, type RawTags } from './osm-element';
import type { OsmElement } from './types';

export { mergeDuplicateElements } from './osm-element';

type LatLonObject = { lat?: unknown; lon?: unknown };
type OverpassElement = LatLonObject & {
  type?: unknown;
  id?: unknown;
  center?: LatLonObject;
  bounds?: { minlat?: unknown; minlon?: unknown; maxlat?: unknown; maxlon?: unknown };
  tags?: RawTags;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where Overpass puts a way's position: `center` with `out center`, else the middle of `bounds` with `out bb`. */
function positionOf(element: OverpassElement): { lat: unknown; lon: unknown } {
  if (element.lat !== undefined) return { lat: element.lat, lon: element.lon };
  if (element.center) return { lat: element.center.lat, lon: element.center.lon };
  const bounds = element.bounds;
  if (
    bounds &&
    [bounds.minlat, bounds.maxlat, bounds.minlon, bounds.maxlon].every((edge) => typeof edge === 'number')
  ) {
    return {
      lat: ((bounds.minlat as number) + (bounds.maxlat as number)) / 2,
      lon: ((bounds.minlon as number) + (bounds.maxlon as number)) / 2,
    };
  }
  return { lat: undefined, lon: undefined };
}

/**
 * Overpass JSON `elements`: nodes with lat/lon; ways and relations from `out center` with
 * `center: {lat, lon}`, or `bounds`.
 */
export function normaliseOverpassElements(elements: readonly unknown[]): OsmElement[] {
  const result: OsmElement[] = [];
  for (const raw of elements) {
    if (!isObject(raw)) continue;
    const element = raw as OverpassElement;
    const { lat, lon } = positionOf(element);
    const venue = toOsmElement(element.type, element.id, lat, lon, isObject(element.tags) ? element.tags : {});
    if (venue) result.push(venue);
  }
  return result;
}

/** Every [lon, lat] pair of a GeoJSON geometry, however deeply its rings nest. */
function* positionsOf(coordinates: unknown): Generator<[number, number]> {
  if (!Array.isArray(coordinates)) return;
  if (typeof coordinates[0] === 'number' && typeof coordinates[1] === 'number') {
    yield [coordinates[0], coordinates[1]];
    return;
  }
  for (const inner of coordinates) yield* positionsOf(inner);
}

/**
 * A polygon's centre as Overpass's `out center` gives it: the middle of its bounding box, so a
 * way lands on the same point whether it came from a bundled file or from the live API.
 */
function centreOf(geometry: unknown): { lat?: number; lon?: number } {
  if (!isObject(geometry)) return {};
  let [minLon, minLat, maxLon, maxLat] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lon, lat] of positionsOf(geometry.coordinates)) {
    [minLon, minLat, maxLon, maxLat] = [
      Math.min(minLon, lon),
      Math.min(minLat, lat),
      Math.max(maxLon, lon),
      Math.max(maxLat, lat),
    ];
  }
  return minLon === Infinity ? {} : { lat: (minLat + maxLat) / 2, lon: (minLon + maxLon) / 2 };
}

/** overpass-turbo GeoJSON: `properties` are the tags, `@id` (or the feature's id) is `node/N` or `way/N`. */
function normaliseGeoJson(collection: Record<string, unknown>): OsmElement[] {
  const features = Array.isArray(collection.features) ? collection.features : [];
  const result: OsmElement[] = [];
  for (const feature of features) {
    if (!isObject(feature)) continue;
    const properties = isObject(feature.properties) ? feature.properties : {};
    const reference = /^(node|way|relation)\/(\d+)$/.exec(String(properties['@id'] ?? feature.id ?? ''));
    const { lat, lon } = centreOf(feature.geometry);
    const venue = reference && toOsmElement(reference[1], reference[2], lat, lon, properties);
    if (venue) result.push(venue);
  }
  return result;
}

// The simplified JSON array's flattened keys (`addr_city`, `diet_vegan`) back to OSM's namespaces;
// a plain `opening_hours` keeps its underscore.
const flattenedNamespace = /^(addr|diet|contact|payment)_/;
// Keys of the simplified array that are not tags: `timestamp` is when it was extracted.
const notTags = new Set(['id', 'type', 'lat', 'lon', 'timestamp']);
// The state-wide extract wrote "New York" as the city of 8,375 of its 12,010 venues, Buffalo's
// included (SOURCE.md §1): a filler that cannot be told apart from Manhattan, so it is dropped.
const fillerCity = 'New York';

function normaliseSimplifiedArray(records: readonly unknown[], defaults: Record<string, string>): OsmElement[] {
  const result: OsmElement[] = [];
  for (const record of records) {
    if (!isObject(record)) continue;
    const tags: RawTags = { ...defaults };
    for (const key in record) {
      const value = record[key];
      if (value !== null && !notTags.has(key)) tags[key.replace(flattenedNamespace, '$1:')] = value;
    }
    if (tags['addr:city'] === fillerCity) delete tags['addr:city'];
    const venue = toOsmElement(record.type ?? 'node', record.id, record.lat, record.lon, tags);
    if (venue) result.push(venue);
  }
  return result;
}

/**
 * Tags a file leaves out because every record has them: `*.osm-restaurants.*` are extracts of
 * amenity=restaurant only, and the simplified array dropped the amenity key (SOURCE.md §1).
 */
function defaultTagsOf(fileName: string): Record<string, string> {
  return /\.osm-restaurants\.[a-z]+$/.test(fileName) ? { amenity: 'restaurant' } : {};
}

/** A bundled file (.csv, .geojson, .json: a simplified array or Overpass JSON); duplicates inside it are merged. */
export function normaliseVenueFile(fileName: string, text: string): OsmElement[] {
  if (fileName.endsWith('.csv')) return mergeDuplicateElements(normaliseVenueCsv(text));
  const parsed: unknown = JSON.parse(text);
  if (Array.isArray(parsed)) return mergeDuplicateElements(normaliseSimplifiedArray(parsed, defaultTagsOf(fileName)));
  if (isObject(parsed) && Array.isArray(parsed.elements))
    return mergeDuplicateElements(normaliseOverpassElements(parsed.elements));
  if (isObject(parsed) && parsed.type === 'FeatureCollection') return mergeDuplicateElements(normaliseGeoJson(parsed));
  throw new Error(`${fileName}: not a venue file (expected CSV, a JSON array, Overpass JSON or GeoJSON)`);
}
