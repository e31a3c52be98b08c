// Straight-line geometry at city scale: the participants' centre and distances from it.
import type { LatLon } from './types';

const EARTH_RADIUS_METRES = 6_371_008.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in metres. */
export function distanceMetres(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The mean of the points: close enough to the true centre for people within one metro area. */
export function centreOf(points: readonly LatLon[]): LatLon {
  const sum = points.reduce((total, point) => ({ latitude: total.latitude + point.latitude, longitude: total.longitude + point.longitude }), { latitude: 0, longitude: 0 });
  return { latitude: sum.latitude / points.length, longitude: sum.longitude / points.length };
}
