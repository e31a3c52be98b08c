import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mergeDuplicateElements, normaliseOverpassElements, normaliseVenueFile } from './normalise';
import { elementKey } from './osm-element';

describe('normaliseOverpassElements', () => {
  it('takes nodes at their position and ways at their `out center` centre, with string tags', () => {
    expect(
      normaliseOverpassElements([
        { type: 'node', id: 1, lat: 40.7, lon: -74, tags: { name: 'Joe', amenity: 'restaurant' } },
        { type: 'way', id: 2, center: { lat: 40.8, lon: -73.9 }, nodes: [5, 6], tags: { name: 'Big', screen: 18 } },
        {
          type: 'relation',
          id: 3,
          bounds: { minlat: 40, minlon: -74, maxlat: 41, maxlon: -73 },
          tags: { name: 'Mall' },
        },
      ]),
    ).toEqual([
      { type: 'node', id: 1, lat: 40.7, lon: -74, tags: { name: 'Joe', amenity: 'restaurant' } },
      { type: 'way', id: 2, lat: 40.8, lon: -73.9, tags: { name: 'Big', screen: '18' } },
      { type: 'relation', id: 3, lat: 40.5, lon: -73.5, tags: { name: 'Mall' } },
    ]);
  });

  it('drops what has no name, no position, a bad id or a bad type, and anything that is not an object', () => {
    expect(
      normaliseOverpassElements([
        { type: 'node', id: 1, lat: 40.7, lon: -74, tags: { amenity: 'restaurant' } },
        { type: 'node', id: 2, lat: 40.7, lon: -74, tags: { name: '  ' } },
        { type: 'way', id: 3, tags: { name: 'No centre' } },
        { type: 'node', id: 4, lat: 91, lon: -74, tags: { name: 'Off the globe' } },
        { type: 'node', id: -5, lat: 40, lon: -74, tags: { name: 'Negative' } },
        { type: 'area', id: 6, lat: 40, lon: -74, tags: { name: 'Area' } },
        { type: 'node', id: 7, lat: 40, lon: -74 },
        null,
        'node/8',
      ]),
    ).toEqual([]);
  });
});

describe('normaliseVenueFile', () => {
  it('reads the simplified JSON array: namespaced keys, amenity from the file name, no nulls, no filler city', () => {
    const text = JSON.stringify([
      {
        id: 10,
        name: 'Talay',
        cuisine: 'thai',
        lat: 40.64,
        lon: -74.07,
        wheelchair: 'yes',
        diet_vegan: 'yes',
        addr_city: 'New York',
        timestamp: '2025-10-11T09:27:32',
      },
      {
        id: 11,
        name: 'Leo',
        cuisine: null,
        lat: 42.7,
        lon: -78.6,
        wheelchair: null,
        diet_vegan: null,
        addr_city: 'Buffalo',
        timestamp: '2025-10-11T09:27:32',
      },
      { id: 12, name: null, cuisine: 'pizza', lat: 42.7, lon: -78.6 },
    ]);
    expect(normaliseVenueFile('x.osm-restaurants.json', text)).toEqual([
      {
        type: 'node',
        id: 10,
        lat: 40.64,
        lon: -74.07,
        tags: { amenity: 'restaurant', name: 'Talay', cuisine: 'thai', wheelchair: 'yes', 'diet:vegan': 'yes' },
      },
      {
        type: 'node',
        id: 11,
        lat: 42.7,
        lon: -78.6,
        tags: { amenity: 'restaurant', name: 'Leo', 'addr:city': 'Buffalo' },
      },
    ]);
    expect(normaliseVenueFile('venues.json', text)[0]!.tags.amenity).toBeUndefined();
  });

  it('reads the CSV: node ids, raw hours, MISC tags, street and number, no "Sin nombre", one row per id', () => {
    const header =
      'gmap_id,name,address,description,latitude,longitude,category,avg_rating,num_of_reviews,price,hours,MISC,state,relative_results,url';
    const row = `7776323243,Towne Deli & Pizzeria,Arthur Kill Road 5373,Sin descripción,40.513459,-74.2480399,['restaurant'],,,,Mo-Sa 07:00-23:00; Su 08:00-23:00,"{'cuisine': 'pizza', 'wheelchair': 'no', 'takeaway': 'yes', 'delivery': None, 'website': 'https://towne.example/'}",,,https://towne.example/`;
    const text = [
      header,
      row,
      row,
      `7772046001,Waterside,Desconocida,Sin descripción,40.5149526,-74.2488309,['restaurant'],,,,,"{'cuisine': 'seafood', 'wheelchair': None}",,,`,
      `7772046002,Sin nombre,Desconocida,Sin descripción,40.51,-74.24,['restaurant'],,,,,{},,,`,
    ].join('\n');
    expect(normaliseVenueFile('x.csv', text)).toEqual([
      {
        type: 'node',
        id: 7776323243,
        lat: 40.513459,
        lon: -74.2480399,
        tags: {
          amenity: 'restaurant',
          name: 'Towne Deli & Pizzeria',
          'addr:street': 'Arthur Kill Road',
          'addr:housenumber': '5373',
          opening_hours: 'Mo-Sa 07:00-23:00; Su 08:00-23:00',
          cuisine: 'pizza',
          wheelchair: 'no',
          takeaway: 'yes',
          website: 'https://towne.example/',
        },
      },
      {
        type: 'node',
        id: 7772046001,
        lat: 40.5149526,
        lon: -74.2488309,
        tags: { amenity: 'restaurant', name: 'Waterside', cuisine: 'seafood' },
      },
    ]);
  });

  it('reads overpass-turbo GeoJSON: properties as tags without @id, polygons at their bounding-box centre', () => {
    const text = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 'node/5',
          properties: { '@id': 'node/5', amenity: 'cinema', name: 'Roxy' },
          geometry: { type: 'Point', coordinates: [-74.98, 44.66] },
        },
        {
          type: 'Feature',
          id: 'way/6',
          properties: { '@id': 'way/6', amenity: 'cinema', name: 'Regal' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-74, 40],
                [-73, 40],
                [-73, 42],
                [-74, 42],
                [-74, 40],
              ],
            ],
          },
        },
        { type: 'Feature', properties: { '@id': 'way/7', name: 'No geometry' }, geometry: null },
        { type: 'Feature', properties: { name: 'No id' }, geometry: { type: 'Point', coordinates: [-74, 40] } },
      ],
    });
    expect(normaliseVenueFile('x.geojson', text)).toEqual([
      { type: 'node', id: 5, lat: 44.66, lon: -74.98, tags: { amenity: 'cinema', name: 'Roxy' } },
      { type: 'way', id: 6, lat: 41, lon: -73.5, tags: { amenity: 'cinema', name: 'Regal' } },
    ]);
  });

  it('reads raw Overpass JSON too, and refuses a file of another shape with its name', () => {
    const text = JSON.stringify({ elements: [{ type: 'node', id: 1, lat: 1, lon: 2, tags: { name: 'A' } }] });
    expect(normaliseVenueFile('live.json', text)).toEqual([
      { type: 'node', id: 1, lat: 1, lon: 2, tags: { name: 'A' } },
    ]);
    expect(() => normaliseVenueFile('odd.json', '{"rows": []}')).toThrow(/odd\.json: not a venue file/);
  });
});

describe('mergeDuplicateElements', () => {
  it('keeps one element per type and id, the first one’s position and tags, adding the tags it lacks', () => {
    const first = { type: 'node' as const, id: 1, lat: 1, lon: 1, tags: { name: 'A', cuisine: 'thai' } };
    const second = { type: 'node' as const, id: 1, lat: 2, lon: 2, tags: { name: 'B', 'diet:vegan': 'yes' } };
    const way = { type: 'way' as const, id: 1, lat: 3, lon: 3, tags: { name: 'C' } };
    expect(mergeDuplicateElements([first, second, way])).toEqual([
      { type: 'node', id: 1, lat: 1, lon: 1, tags: { name: 'A', cuisine: 'thai', 'diet:vegan': 'yes' } },
      way,
    ]);
  });
});

describe('the bundled files', () => {
  const directory = new URL('../../../data/venues/', import.meta.url);
  const files = readdirSync(directory).filter((name) => !name.endsWith('.md'));
  const perFile = new Map(
    files.map((name) => [name, normaliseVenueFile(name, readFileSync(new URL(name, directory), 'utf8'))]),
  );

  it('give every named venue once (SOURCE.md counts: named, and unique ids in the CSV)', () => {
    expect(Object.fromEntries([...perFile].map(([name, elements]) => [name, elements.length]))).toEqual({
      'new-york-state.osm-restaurants.json': 11_760,
      // 6,708 unique ids less the nameless ones.
      'new-york-city.osm-restaurants.csv': 6_613,
      'new-york-state.cinemas.overpass.geojson': 291,
      'orange-county-ca.restaurants.overpass.geojson': 719,
    });
    for (const elements of perFile.values()) expect(new Set(elements.map(elementKey)).size).toBe(elements.length);
  });

  it('merge into one set where the NYC restaurant of both files carries the tags of each', () => {
    const all = mergeDuplicateElements([...perFile.values()].flat());
    expect(new Set(all.map(elementKey)).size).toBe(all.length);
    expect(all.length).toBeLessThan(11_760 + 6_613 + 291 + 719 - 6_000);
    expect(all.find((element) => element.id === 418524116)).toEqual({
      type: 'node',
      id: 418524116,
      lat: 40.6424804,
      lon: -74.0766747,
      tags: expect.objectContaining({
        name: 'Talay Thai Restaurant',
        amenity: 'restaurant',
        cuisine: 'thai',
        wheelchair: 'yes',
        'diet:vegan': 'yes',
        'addr:street': 'Stuyvesant Place',
        'addr:housenumber': '154',
        opening_hours: '11:00-09:30',
      }),
    });
    const regal = all.find((element) => element.type === 'way' && element.id === 57738782);
    expect(regal?.tags).toMatchObject({ amenity: 'cinema', name: 'Regal Crossgates ScreenX & IMAX' });
    expect(regal?.lat).toBeCloseTo(42.691, 2);
  });
});
