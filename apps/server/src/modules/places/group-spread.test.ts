import { describe, expect, it } from 'vitest';
import { furthestFromTheRest, isTooFarApart } from './group-spread';
import type { PlacedParticipant } from './search';
import { createEstimatedTravelTimes } from './travel-estimate';

const PLACES = {
  irvine: { latitude: 33.6846, longitude: -117.8265 },
  eastVillage: { latitude: 40.7265, longitude: -73.9815 },
  williamsburg: { latitude: 40.7145, longitude: -73.9566 },
  upperWestSide: { latitude: 40.7864, longitude: -73.9764 },
  chicago: { latitude: 41.8781, longitude: -87.6298 },
} as const;

const person = (id: string, place: keyof typeof PLACES, modes: PlacedParticipant['origin']['modes'] = ['car']) => ({
  id,
  first_name: id,
  origin: { point: PLACES[place], modes, maxMinutes: 30, placeId: `place-${id}` },
});

const travel = createEstimatedTravelTimes();

describe('isTooFarApart', () => {
  it('is true when two people are further apart than both their reaches: Irvine and New York', () => {
    const group = [person('Dana', 'irvine'), person('Carl', 'eastVillage')];
    expect(isTooFarApart(group, travel, 60)).toBe(true);
    // Even at the longest limit the fallback can use (2 × 120 minutes).
    expect(isTooFarApart(group, travel, 240)).toBe(true);
  });

  it('is false for New Yorkers who can meet by car within the hour', () => {
    const group = [person('Ana', 'eastVillage'), person('Ben', 'williamsburg'), person('Cleo', 'upperWestSide')];
    expect(isTooFarApart(group, travel, 60)).toBe(false);
  });

  it('reads each person’s own modes: two walkers with ten minutes each are too far apart across the river', () => {
    const walkers = [person('Eve', 'eastVillage', ['walking']), person('Finn', 'williamsburg', ['walking'])];
    expect(isTooFarApart(walkers, travel, 10)).toBe(true);
    expect(isTooFarApart(walkers, travel, 60)).toBe(false);
  });

  it('is false for one person or none: nobody is apart from anyone', () => {
    expect(isTooFarApart([person('Dana', 'irvine')], travel, 60)).toBe(false);
    expect(isTooFarApart([], travel, 60)).toBe(false);
  });
});

describe('furthestFromTheRest', () => {
  it('names both of two people', () => {
    const group = [person('Dana', 'irvine'), person('Carl', 'eastVillage')];
    expect(furthestFromTheRest(group).map((entry) => entry.id)).toEqual(['Dana', 'Carl']);
  });

  it('names the one far from a cluster, alone', () => {
    const group = [
      person('Ana', 'eastVillage'),
      person('Dana', 'irvine'),
      person('Ben', 'williamsburg'),
      person('Cleo', 'upperWestSide'),
    ];
    expect(furthestFromTheRest(group).map((entry) => entry.id)).toEqual(['Dana']);
  });

  it('names the furthest of a spread, in the group’s order, and nobody for one person', () => {
    const group = [person('Carl', 'eastVillage'), person('Chris', 'chicago'), person('Dana', 'irvine')];
    expect(furthestFromTheRest(group).map((entry) => entry.id)).toEqual(['Dana']);
    expect(furthestFromTheRest([person('Dana', 'irvine')])).toEqual([]);
  });
});
