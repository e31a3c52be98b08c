import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOverpass, type FakeOverpass, type RawOverpassElement } from '../../../test/helpers/fake-overpass';
import { PlacesUnavailableError } from './live-errors';
import { createOverpassPlaces } from './overpass-places';
import type { LatLon } from './types';

const unionSquare: LatLon = { latitude: 40.7359, longitude: -73.9911 };

// Real venues around Union Square (OpenStreetMap), as Overpass answers them.
const venues: RawOverpassElement[] = [
  {
    type: 'node',
    id: 1001,
    lat: 40.7368,
    lon: -73.9903,
    tags: { amenity: 'restaurant', name: 'Union Square Cafe', cuisine: 'american' },
  },
  {
    type: 'way',
    id: 2002,
    center: { lat: 40.7349, lon: -73.9897 },
    tags: { amenity: 'cinema', name: 'Regal Union Square' },
  },
  { type: 'node', id: 1003, lat: 40.7352, lon: -73.992, tags: { amenity: 'restaurant', cuisine: 'pizza' } },
  { type: 'node', id: 1004, lat: 40.7362, lon: -73.9915, tags: { amenity: 'bank', name: 'A bank' } },
  {
    type: 'node',
    id: 1005,
    lat: 40.7527,
    lon: -73.9772,
    tags: { amenity: 'restaurant', name: 'Grand Central Oyster Bar', cuisine: 'seafood' },
  },
];

let overpass: FakeOverpass;
beforeEach(async () => {
  overpass = await startFakeOverpass(venues);
});
afterEach(async () => {
  await overpass.close();
});

function places(timeoutMs = 5_000) {
  return createOverpassPlaces({ url: overpass.url, timeoutMs });
}

describe('Overpass places', () => {
  it('asks Overpass for named venues of the seeded amenities around the centre, as JSON with centres', async () => {
    await places(10_000).near(unionSquare, 500);

    expect(overpass.requests).toHaveLength(1);
    expect(overpass.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/interpreter',
      contentType: 'application/x-www-form-urlencoded',
      userAgent: 'Hangtime venue search',
    });
    const [query] = overpass.queries();
    expect(query).toMatch(/^\[out:json\]\[timeout:9\];\n/);
    expect(query).toMatch(/nwr\(around:600,40\.736000,-73\.991000\)\[amenity~"\^\([a-z_|]+\)\$"\]\[name\];/);
    expect(query).toContain('restaurant|');
    expect(query).toMatch(/\nout center tags;$/);
  });

  it('answers the venues inside the circle, normalised: ways at their centre, unnamed and other amenities left out', async () => {
    const found = await places().near(unionSquare, 500);

    expect(found.map((element) => `${element.type}/${element.id}`).sort()).toEqual(['node/1001', 'way/2002']);
    expect(found.find((element) => element.type === 'way')).toEqual({
      type: 'way',
      id: 2002,
      lat: 40.7349,
      lon: -73.9897,
      tags: { amenity: 'cinema', name: 'Regal Union Square' },
    });
  });

  it('cuts the wider cached area back to the exact circle asked for', async () => {
    // Union Square Cafe is ~120 m away: inside the 600 m queried, outside a 100 m search.
    const found = await places().near(unionSquare, 100);
    expect(overpass.queries()[0]).toContain('around:200,');
    expect(found.map((element) => element.id)).not.toContain(1001);
  });

  it('answers a repeated or nearby search from its cache, and asks again for another area', async () => {
    const provider = places();
    const first = await provider.near(unionSquare, 500);
    const again = await provider.near({ latitude: 40.73592, longitude: -73.99108 }, 500);
    expect(again).toEqual(first);
    expect(overpass.requests).toHaveLength(1);

    await provider.near(unionSquare, 3_000);
    expect(overpass.requests).toHaveLength(2);
  });

  it('bounds the cache by the venues it holds: the least recently used area makes room', async () => {
    const provider = createOverpassPlaces({ url: overpass.url, timeoutMs: 5_000, cacheMaxVenues: 3 });
    const grandCentral = { latitude: 40.7527, longitude: -73.9772 };
    await provider.near(unionSquare, 500); // 2 venues
    await provider.near(grandCentral, 500); // 1 more: 3 held
    await provider.near(unionSquare, 500);
    expect(overpass.requests).toHaveLength(2);

    await provider.near(unionSquare, 3_000); // 3 venues: only room for this one
    await provider.near(grandCentral, 500);
    expect(overpass.requests).toHaveLength(4);
  });

  it('sends searches that arrive together for one area as a single request', async () => {
    const provider = places();
    const answers = await Promise.all([
      provider.near(unionSquare, 500),
      provider.near(unionSquare, 500),
      provider.near(unionSquare, 450),
    ]);
    expect(answers[1]).toEqual(answers[0]);
    expect(overpass.requests).toHaveLength(1);
  });

  it('fails with a clear error when Overpass does not answer in time, and asks again next time', async () => {
    overpass.answerWith(() => 'hang');
    const provider = places(200);
    const search = provider.near(unionSquare, 500);
    await expect(search).rejects.toThrow(PlacesUnavailableError);
    await expect(search).rejects.toThrow('The places service did not answer (no answer within 200 ms)');

    overpass.answerWith(null);
    await expect(provider.near(unionSquare, 500)).resolves.toHaveLength(2);
    expect(overpass.requests).toHaveLength(2);
  });

  it.each([
    ['a server error', { status: 504, text: '<html>Gateway Timeout</html>' }, /Overpass answered HTTP 504/],
    ['too many requests', { status: 429, text: '<p>rate limited</p>' }, /Overpass answered HTTP 429/],
    ['garbage', { status: 200, text: '<html>maintenance</html>' }, /The places service did not answer/],
    ['JSON without elements', { status: 200, json: { version: 0.6 } }, /without an elements list/],
    [
      'a runtime error remark (a partial answer)',
      {
        status: 200,
        json: { elements: [], remark: 'runtime error: Query timed out in "query" at line 2 after 9 seconds.' },
      },
      /Overpass: runtime error: Query timed out/,
    ],
  ])('fails with a clear error, and caches nothing, when Overpass answers %s', async (_, reply, message) => {
    overpass.answerWith(() => reply);
    const provider = places();
    await expect(provider.near(unionSquare, 500)).rejects.toThrow(PlacesUnavailableError);
    await expect(provider.near(unionSquare, 500)).rejects.toThrow(message);
    expect(overpass.requests).toHaveLength(2);
  });
});
