import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledVenueFiles, createBundledPlaces, inTimeSlices } from './bundled-places';

describe('createBundledPlaces', () => {
  it('loads every bundled file once into one index and finds venues near a point', async () => {
    const places = createBundledPlaces();
    expect(places.venueCount).toBeGreaterThan(12_000);
    expect(places.loadMs).toBeGreaterThan(0);
    // Talay Thai, St. George, Staten Island (in both NYC restaurant files, once here).
    const near = await places.provider.near({ latitude: 40.6424804, longitude: -74.0766747 }, 50);
    expect(near.filter((venue) => venue.id === 418524116)).toHaveLength(1);
    expect(near[0]?.tags.name).toBe('Talay Thai Restaurant');
    // Orange County is bundled too.
    const irvine = await places.provider.near({ latitude: 33.6716654, longitude: -117.8455678 }, 10);
    expect(irvine.map((venue) => venue.tags.name)).toContain("Ruth's Chris Steak House");
  });

  it('loads only VENUES_FILE when one is given', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'venues-')), 'mine.json');
    writeFileSync(
      file,
      JSON.stringify({ elements: [{ type: 'node', id: 9, lat: 40.75, lon: -73.99, tags: { name: 'Mine' } }] }),
    );
    const places = createBundledPlaces({ venuesFile: file });
    expect(places.venueCount).toBe(1);
    expect(await places.provider.near({ latitude: 40.75, longitude: -73.99 }, 1000)).toEqual([
      { type: 'node', id: 9, lat: 40.75, lon: -73.99, tags: { name: 'Mine' } },
    ]);
  });

  it('parses the venues’ hours in the background, letting other work run between slices', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'venues-')), 'many.json');
    const elements = Array.from({ length: 250 }, (_, id) => ({
      type: 'node',
      id: id + 1,
      lat: 40.75,
      lon: -73.99,
      // Every text its own (a text seen before is only looked up): parsing them takes far longer
      // than one slice, so the warm-up must hand the event loop back before it ends.
      tags: {
        name: `V${id}`,
        opening_hours: `Mo-Fr 10:${String(id % 60).padStart(2, '0')}-${13 + Math.floor(id / 60)}:00`,
      },
    }));
    writeFileSync(file, JSON.stringify({ elements }));
    const places = createBundledPlaces({ venuesFile: file });
    const order: string[] = [];
    const warming = places.warmUp().then(() => order.push('warmed'));
    setImmediate(() => order.push('other work'));
    await warming;
    expect(order).toEqual(['other work', 'warmed']);
  });

  it('hands the event loop back whenever a slice has run its time, however many items that took', async () => {
    let clock = 0;
    const done: number[] = [];
    const pausedAfter: number[] = [];
    await inTimeSlices(
      [1, 2, 3, 4, 5, 6, 7],
      (item) => {
        done.push(item);
        clock += item === 4 ? 9 : 2; // item 4 is slow: a slice of its own
      },
      { sliceMs: 5, now: () => clock, pause: async () => pausedAfter.push(done.length) },
    );
    expect(done).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pausedAfter).toEqual([3, 4, 7]);
  });

  it('stops with the file’s path when VENUES_FILE is missing or broken', () => {
    const directory = mkdtempSync(join(tmpdir(), 'venues-'));
    const broken = join(directory, 'broken.json');
    writeFileSync(broken, '{"elements": [');
    expect(() => createBundledPlaces({ venuesFile: broken })).toThrow(`Venue file ${broken}: `);
    expect(() => createBundledPlaces({ venuesFile: join(directory, 'none.json') })).toThrow(
      /Venue file .*none\.json: .*ENOENT/,
    );
  });

  it('reads the Overpass exports first, so their tags win over the reduced files', () => {
    const names = bundledVenueFiles().map((path) => path.split('/').pop());
    expect(names).toEqual([
      'new-york-state.cinemas.overpass.geojson',
      'orange-county-ca.restaurants.overpass.geojson',
      'new-york-city.osm-restaurants.csv',
      'new-york-state.osm-restaurants.json',
    ]);
  });
});
