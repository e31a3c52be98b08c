import { describe, expect, it } from 'vitest';
import { greatCircleMetres } from './great-circle';

describe('greatCircleMetres', () => {
  it('measures known distances', () => {
    // Times Square to the Empire State Building: about 1.06 km.
    expect(
      greatCircleMetres({ latitude: 40.758, longitude: -73.9855 }, { latitude: 40.7484, longitude: -73.9857 }),
    ).toBeCloseTo(1068, -1);
    // One degree of latitude: 111.19 km on a 6,371 km sphere.
    expect(greatCircleMetres({ latitude: 0, longitude: 10 }, { latitude: 1, longitude: 10 })).toBeCloseTo(111_195, 0);
    expect(greatCircleMetres({ latitude: 40, longitude: -74 }, { latitude: 40, longitude: -74 })).toBe(0);
  });

  it('goes the short way across the date line', () => {
    expect(greatCircleMetres({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(
      111_195,
      0,
    );
  });
});
