import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coveringArea } from './overpass-area';
import { greatCircleMetres } from './great-circle';
import { buildOverpassQuery, overpassAmenities } from './overpass-query';

describe('the Overpass query', () => {
  it('asks for exactly the amenities the seeded activity subcategories use', () => {
    const seed = readFileSync(new URL('../../db/migrations/0007_seed_activities.sql', import.meta.url), 'utf8');
    const seeded = new Set([...seed.matchAll(/"amenity":"([a-z_]+)"/g)].map((match) => match[1]));
    expect([...overpassAmenities].sort()).toEqual([...seeded].sort());
  });

  it('writes numbers only, rounded to what Overpass needs', () => {
    expect(
      buildOverpassQuery({ centre: { latitude: 40.7359123456, longitude: -73.99109999 }, radiusMetres: 1234.2 }, 24.5),
    ).toBe(
      [
        '[out:json][timeout:25];',
        `nwr(around:1235,40.735912,-73.991100)[amenity~"^(${overpassAmenities.join('|')})$"][name];`,
        'out center tags;',
      ].join('\n'),
    );
  });

  it.each([NaN, Infinity])('refuses a centre that is not a finite number (%s)', (latitude) => {
    expect(() => buildOverpassQuery({ centre: { latitude, longitude: 0 }, radiusMetres: 100 }, 10)).toThrow(RangeError);
  });
});

describe('the area queried for a search', () => {
  it('rounds the centre to a ~100 m grid and grows the radius to still cover the whole search circle', () => {
    expect(coveringArea({ latitude: 40.73549, longitude: -73.99151 }, 500)).toEqual({
      centre: { latitude: 40.735, longitude: -73.992 },
      radiusMetres: 600,
    });
    expect(coveringArea({ latitude: 40.7359, longitude: -73.9911 }, 1)).toEqual({
      centre: { latitude: 40.736, longitude: -73.991 },
      radiusMetres: 100,
    });
  });

  it('always contains the whole circle searched, wherever on Earth and however large', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -85, max: 85, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: 0, max: 100_000, noNaN: true }),
        (latitude, longitude, radiusMetres) => {
          const centre = { latitude, longitude };
          const area = coveringArea(centre, radiusMetres);
          // Every point of the search circle is within (centre shift + radius) of the queried centre.
          return greatCircleMetres(area.centre, centre) + radiusMetres <= area.radiusMetres;
        },
      ),
    );
  });
});
