// Distance over the Earth's surface (haversine, mean radius 6,371 km: the figure geokdbush's index
// uses, so a distance here and a radius there agree).
import type { LatLon } from './types';

export const earthRadiusMetres = 6_371_000;
const radians = Math.PI / 180;

export function greatCircleMetres(a: LatLon, b: LatLon): number {
  const halfLat = ((b.latitude - a.latitude) * radians) / 2;
  const halfLon = ((b.longitude - a.longitude) * radians) / 2;
  const h =
    Math.sin(halfLat) ** 2 + Math.cos(a.latitude * radians) * Math.cos(b.latitude * radians) * Math.sin(halfLon) ** 2;
  return 2 * earthRadiusMetres * Math.asin(Math.min(1, Math.sqrt(h)));
}
