// The one gate every venue passes on its way into the places module, whatever file or API it came
// from: a clean OsmElement (string tags, a real position, a name) or nothing; and the merge of
// elements that several sources hold.
import type { OsmElement } from './types';

export type RawTags = Record<string, unknown>;

const elementTypes = new Set(['node', 'way', 'relation']);
const typeNumbers: Record<OsmElement['type'], number> = { node: 0, way: 1, relation: 2 };

/** `node/123`: the id the API answers with, and what makes two elements the same. */
export function elementKey(element: Pick<OsmElement, 'type' | 'id'>): string {
  return `${element.type}/${element.id}`;
}

function cleanTags(raw: RawTags): Record<string, string> {
  const tags: Record<string, string> = {};
  // for…in rather than Object.entries: start-up reads ~30,000 records, and the garbage of an
  // array per tag was most of its time.
  for (const key in raw) {
    const value = raw[key];
    // `@id`, `@relations`…: overpass-turbo's metadata, not tags.
    if (key.startsWith('@') || value === null || value === undefined) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue;
    const text = String(value).trim();
    if (text !== '') tags[key] = text;
  }
  return tags;
}

const isLatitude = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 90;
const isLongitude = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 180;

/** An element, or null when it has no usable type, id, position or name (a venue nobody can be sent to). */
export function toOsmElement(
  type: unknown,
  id: unknown,
  lat: unknown,
  lon: unknown,
  rawTags: RawTags,
): OsmElement | null {
  if (typeof type !== 'string' || !elementTypes.has(type)) return null;
  const numericId = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  if (typeof numericId !== 'number' || !Number.isSafeInteger(numericId) || numericId <= 0) return null;
  if (!isLatitude(lat) || !isLongitude(lon)) return null;
  const tags = cleanTags(rawTags);
  if (!tags.name) return null;
  return { type: type as OsmElement['type'], id: numericId, lat, lon, tags };
}

/**
 * One element per type+id. The first source keeps its position and its value of every tag; the
 * later ones only add tags it lacks (the bundled NYC restaurants are in two files, one with the
 * hours and street, the other with diet:vegan).
 */
export function mergeDuplicateElements(elements: Iterable<OsmElement>): OsmElement[] {
  // A number per type+id (OSM ids are far below 2^53 / 3), cheaper to hash than `node/123`.
  const byKey = new Map<number, OsmElement>();
  for (const element of elements) {
    const key = element.id * 3 + typeNumbers[element.type];
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, tags: { ...element.tags, ...seen.tags } } : element);
  }
  return [...byKey.values()];
}
