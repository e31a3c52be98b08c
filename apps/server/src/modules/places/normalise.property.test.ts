// The one-normaliser promise: the same venues, whether they come as Overpass JSON (the live API)
// or as overpass-turbo GeoJSON (the bundled exports), come out as the same elements.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseOverpassElements, normaliseVenueFile } from './normalise';
import type { OsmElement } from './types';

const tagValue = fc.string({ minLength: 1, maxLength: 12 }).filter((text) => text.trim() === text && text !== '');
const element: fc.Arbitrary<OsmElement> = fc.record({
  type: fc.constantFrom('node' as const, 'way' as const, 'relation' as const),
  id: fc.integer({ min: 1, max: 2 ** 40 }),
  // + 0 turns −0 into 0, which is all JSON can write.
  lat: fc.double({ min: -89, max: 89, noNaN: true }).map((value) => value + 0),
  lon: fc.double({ min: -179, max: 179, noNaN: true }).map((value) => value + 0),
  tags: fc
    .record({
      name: tagValue,
      cuisine: fc.option(tagValue, { nil: undefined }),
      'addr:street': fc.option(tagValue, { nil: undefined }),
    })
    .map(
      (tags) =>
        Object.fromEntries(Object.entries(tags).filter(([, value]) => value !== undefined)) as Record<string, string>,
    ),
});
const uniqueElements = fc.uniqueArray(element, { selector: (venue) => `${venue.type}/${venue.id}`, maxLength: 30 });

describe('the normaliser, across formats', () => {
  it('gives the same elements from Overpass JSON and from GeoJSON of the same venues', () => {
    fc.assert(
      fc.property(uniqueElements, (venues) => {
        const overpass = venues.map((venue) =>
          venue.type === 'node'
            ? venue
            : { type: venue.type, id: venue.id, center: { lat: venue.lat, lon: venue.lon }, tags: venue.tags },
        );
        const geoJson = {
          type: 'FeatureCollection',
          features: venues.map((venue) => ({
            type: 'Feature',
            id: `${venue.type}/${venue.id}`,
            properties: { '@id': `${venue.type}/${venue.id}`, ...venue.tags },
            geometry: { type: 'Point', coordinates: [venue.lon, venue.lat] },
          })),
        };
        expect(normaliseOverpassElements(overpass)).toEqual(venues);
        expect(normaliseVenueFile('venues.geojson', JSON.stringify(geoJson))).toEqual(venues);
        expect(normaliseVenueFile('venues.json', JSON.stringify({ elements: overpass }))).toEqual(venues);
      }),
    );
  });
});
