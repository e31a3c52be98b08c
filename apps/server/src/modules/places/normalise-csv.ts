// The bundled NYC CSV (a Google-Maps-like schema filled from Overpass; SOURCE.md §2) back into
// OpenStreetMap elements: `gmap_id` is the OSM node id, `hours` the raw `opening_hours`, `MISC`
// a Python dict of more tags, `address` "Street Name 123" or "Desconocida" (unknown).
import { parseCsv, parsePythonDict } from './csv-text';
import { toOsmElement } from './osm-element';
import type { OsmElement } from './types';

// The Spanish placeholders the file uses for "none".
const noName = 'Sin nombre';
const noAddress = 'Desconocida';

/** "Ellis Street 399" → street and number; a text without a trailing number is all street. */
function addressTags(address: string): Record<string, string> {
  const text = address.trim();
  if (text === '' || text === noAddress) return {};
  const match = /^(.*\S)\s+(\d[\w-]*)$/.exec(text);
  return match ? { 'addr:street': match[1]!, 'addr:housenumber': match[2]! } : { 'addr:street': text };
}

/** "['restaurant']" → amenity=restaurant (the query asked for amenities; the file kept the first). */
function amenityTags(category: string): Record<string, string> {
  const first = /^\s*\[\s*'([a-z_]+)'/.exec(category);
  return first ? { amenity: first[1]! } : {};
}

export function normaliseVenueCsv(text: string): OsmElement[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  const column = (name: string) => header.indexOf(name);
  const [id, name, address, latitude, longitude, category, hours, misc, url] = [
    'gmap_id',
    'name',
    'address',
    'latitude',
    'longitude',
    'category',
    'hours',
    'MISC',
    'url',
  ].map(column) as number[];
  const elements: OsmElement[] = [];
  for (const row of rows) {
    const field = (index: number | undefined) => (index === undefined || index < 0 ? '' : (row[index] ?? '').trim());
    if (field(name) === noName) continue;
    const tags = {
      website: field(url),
      ...parsePythonDict(field(misc)),
      ...amenityTags(field(category)),
      ...addressTags(field(address)),
      name: field(name),
      opening_hours: field(hours),
    };
    const element = toOsmElement(
      'node',
      field(id),
      Number.parseFloat(field(latitude)),
      Number.parseFloat(field(longitude)),
      tags,
    );
    if (element) elements.push(element);
  }
  return elements;
}
