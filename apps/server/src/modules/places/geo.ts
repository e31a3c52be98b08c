// The participants' centre, from which venues are searched and distances measured.
import type { LatLon } from './types';

/** The mean of the points: close enough to the true centre for people within one metro area. */
export function centreOf(points: readonly LatLon[]): LatLon {
  const sum = points.reduce(
    (total, point) => ({ latitude: total.latitude + point.latitude, longitude: total.longitude + point.longitude }),
    { latitude: 0, longitude: 0 },
  );
  return { latitude: sum.latitude / points.length, longitude: sum.longitude / points.length };
}
