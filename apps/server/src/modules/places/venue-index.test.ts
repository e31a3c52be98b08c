import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greatCircleMetres } from './great-circle';
import type { OsmElement } from './types';
import { buildVenueIndex } from './venue-index';

const venueAt = (id: number, lat: number, lon: number): OsmElement => ({
  type: 'node',
  id,
  lat,
  lon,
  tags: { name: `Venue ${id}` },
});

// Points around New York, where the bundled venues are dense, and a few far away.
const latitude = fc.double({ min: 40.4, max: 41, noNaN: true });
const longitude = fc.double({ min: -74.4, max: -73.6, noNaN: true });

describe('buildVenueIndex', () => {
  it('finds exactly the venues a brute-force great-circle filter finds, nearest first', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(latitude, longitude), { minLength: 1, maxLength: 300 }),
        fc.record({ latitude, longitude }),
        fc.double({ min: 0, max: 40_000, noNaN: true }),
        (points, centre, radius) => {
          const venues = points.map(([lat, lon], id) => venueAt(id + 1, lat, lon));
          const found = buildVenueIndex(venues).near(centre, radius);
          const distanceOf = (venue: OsmElement) =>
            greatCircleMetres(centre, { latitude: venue.lat, longitude: venue.lon });
          // A millimetre of slack for rounding at the rim.
          const inside = venues.filter((venue) => distanceOf(venue) <= radius - 0.001).map((venue) => venue.id);
          const maybe = new Set(venues.filter((venue) => distanceOf(venue) <= radius + 0.001).map((venue) => venue.id));
          const foundIds = found.map((venue) => venue.id);
          expect(foundIds.filter((id) => !maybe.has(id))).toEqual([]);
          expect(inside.filter((id) => !foundIds.includes(id))).toEqual([]);
          const distances = found.map(distanceOf);
          expect(distances).toEqual([...distances].sort((a, b) => a - b));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives the venue objects themselves, and nothing for an empty index or a radius below zero', () => {
    const joe = venueAt(1, 40.75, -73.99);
    const far = venueAt(2, 33.7, -117.9);
    const index = buildVenueIndex([joe, far]);
    expect(index.size).toBe(2);
    expect(index.near({ latitude: 40.75, longitude: -73.99 }, 100)).toEqual([joe]);
    expect(index.near({ latitude: 40.75, longitude: -73.99 }, -1)).toEqual([]);
    expect(buildVenueIndex([]).near({ latitude: 40.75, longitude: -73.99 }, 1e7)).toEqual([]);
  });
});
