import { describe, expect, it } from 'vitest';
import { COARSE_CELL_METRES, COARSE_SHIFT_METRES, coarsenOrigin, destinationPoint, snapToCell } from './coarse-origin';
import { greatCircleMetres } from './great-circle';

/** The farthest a point can be from its cell's centre away from the poles: half a cell's diagonal. */
const HALF_DIAGONAL = (COARSE_CELL_METRES * Math.SQRT2) / 2;

/** Points spread over the globe, the poles and the antimeridian included (a fixed sequence: the test is the same every run). */
function spreadPoints(count: number) {
  const points = [
    { latitude: 90, longitude: 0 },
    { latitude: -90, longitude: 123 },
    { latitude: 89.999, longitude: 180 },
    { latitude: 0, longitude: -180 },
    { latitude: 0, longitude: 180 },
    { latitude: -33.8688, longitude: 151.2093 },
    { latitude: 64.1466, longitude: -21.9426 },
  ];
  for (let index = 0; index < count; index += 1) {
    // A golden-ratio walk over latitude and longitude.
    points.push({
      latitude: ((index * 0.6180339887) % 1) * 180 - 90,
      longitude: ((index * 0.7548776662) % 1) * 360 - 180,
    });
  }
  return points;
}

describe('snapToCell', () => {
  it('gives every point of a cell the same centre, and the centre is within half a diagonal of each', () => {
    const home = { latitude: 40.7265, longitude: -73.9815 };
    const centre = snapToCell(home);
    expect(greatCircleMetres(home, centre)).toBeLessThanOrEqual(HALF_DIAGONAL);
    expect(snapToCell(centre)).toEqual(centre);
    // A step of a few metres stays in the cell or lands in a neighbour about a cell away.
    const moved = snapToCell({ latitude: home.latitude + 0.00003, longitude: home.longitude - 0.00003 });
    expect([0, COARSE_CELL_METRES]).toContainEqual(Math.round(greatCircleMetres(centre, moved) / 100) * 100);
  });

  it('keeps cells about 500 m tall and wide at any latitude, so a cell is an area, not a street', () => {
    const metresPerDegree = (Math.PI / 180) * 6_371_000;
    for (const latitude of [0, 40.7, 60, 78]) {
      const centre = snapToCell({ latitude, longitude: 10 });
      // One cell's width east along the row, and one cell's height north.
      const east = snapToCell({
        latitude: centre.latitude,
        longitude: centre.longitude + COARSE_CELL_METRES / (metresPerDegree * Math.cos((latitude * Math.PI) / 180)),
      });
      const north = snapToCell({ latitude: centre.latitude + COARSE_CELL_METRES / metresPerDegree, longitude: 10 });
      expect(east.latitude).toBe(centre.latitude);
      expect(greatCircleMetres(centre, east), `at ${latitude}°`).toBeGreaterThanOrEqual(COARSE_CELL_METRES - 1);
      expect(greatCircleMetres(centre, east), `at ${latitude}°`).toBeLessThanOrEqual(COARSE_CELL_METRES * 1.05);
      expect((north.latitude - centre.latitude) * metresPerDegree, `at ${latitude}°`).toBeCloseTo(
        COARSE_CELL_METRES,
        6,
      );
    }
  });

  it('wraps at the antimeridian and keeps the poles on the globe', () => {
    expect(snapToCell({ latitude: 12.3, longitude: 180 })).toEqual(snapToCell({ latitude: 12.3, longitude: -180 }));
    expect(snapToCell({ latitude: 12.3, longitude: 540 })).toEqual(snapToCell({ latitude: 12.3, longitude: 180 }));
    for (const latitude of [90, -90]) {
      const centre = snapToCell({ latitude, longitude: 77 });
      expect(Math.abs(centre.latitude)).toBeLessThanOrEqual(90);
      expect(greatCircleMetres(centre, { latitude, longitude: 77 })).toBeLessThanOrEqual(COARSE_CELL_METRES);
    }
  });

  it('is never farther than 600 m from the point anywhere (cells near the poles are up to twice as wide)', () => {
    for (const point of spreadPoints(2_000)) {
      const distance = greatCircleMetres(point, snapToCell(point));
      expect(distance, JSON.stringify(point)).toBeLessThanOrEqual(600);
      if (Math.abs(point.latitude) < 80) expect(distance, JSON.stringify(point)).toBeLessThanOrEqual(HALF_DIAGONAL + 1);
    }
  });
});

describe('destinationPoint', () => {
  it('goes the distance along the bearing, across the antimeridian and over a pole', () => {
    const cases = [
      { from: { latitude: 40.7, longitude: -74 }, bearing: Math.PI / 2 },
      { from: { latitude: 10, longitude: 179.99 }, bearing: Math.PI / 2 },
      { from: { latitude: 89.995, longitude: 20 }, bearing: 0 },
    ];
    for (const { from, bearing } of cases) {
      const to = destinationPoint(from, bearing, 1_600);
      expect(greatCircleMetres(from, to)).toBeCloseTo(1_600, 3);
      expect(to.longitude).toBeGreaterThanOrEqual(-180);
      expect(to.longitude).toBeLessThan(180);
    }
    expect(destinationPoint({ latitude: 10, longitude: 179.99 }, Math.PI / 2, 1_600).longitude).toBeLessThan(-179);
  });
});

describe('coarsenOrigin', () => {
  it('is the same point on every call for one saved location, and the same for every point of its cell', () => {
    const home = { latitude: 40.7145, longitude: -73.9566 };
    const first = coarsenOrigin(home, '3d6f0c3e-8f3a-4c55-9a0e-6f1d2b7c9e11');
    expect(coarsenOrigin(home, '3d6f0c3e-8f3a-4c55-9a0e-6f1d2b7c9e11')).toEqual(first);
    expect(coarsenOrigin(snapToCell(home), '3d6f0c3e-8f3a-4c55-9a0e-6f1d2b7c9e11')).toEqual(first);
  });

  it('lies 1.25–1.95 km from the saved point, in a direction each saved location keeps to itself', () => {
    const home = { latitude: 40.7145, longitude: -73.9566 };
    const bearings = new Set<number>();
    for (let place = 0; place < 64; place += 1) {
      const coarse = coarsenOrigin(home, `place-${place}`);
      const distance = greatCircleMetres(home, coarse);
      expect(distance).toBeGreaterThanOrEqual(COARSE_SHIFT_METRES - HALF_DIAGONAL - 1);
      expect(distance).toBeLessThanOrEqual(COARSE_SHIFT_METRES + HALF_DIAGONAL + 1);
      bearings.add(
        Math.round((Math.atan2(coarse.longitude - home.longitude, coarse.latitude - home.latitude) * 8) / Math.PI),
      );
    }
    // Spread all around, not one favoured side a friend could subtract.
    expect(bearings.size).toBeGreaterThanOrEqual(12);
  });

  it('is more than a kilometre from the saved point everywhere on the globe', () => {
    spreadPoints(2_000).forEach((point, index) => {
      const coarse = coarsenOrigin(point, `location-${index}`);
      expect(greatCircleMetres(point, coarse), JSON.stringify(point)).toBeGreaterThan(1_000);
      expect(Math.abs(coarse.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(coarse.longitude)).toBeLessThanOrEqual(180);
    });
  });
});
