// Which area to ask Overpass for, so that nearby searches share one cached answer: the centre is
// rounded to a ~100 m grid and the radius grown to cover what rounding moved, then the answer is
// cut back to the exact circle asked for.
import type { LatLon } from './types';
import type { OverpassArea } from './overpass-query';

/** 0.001° is ≤ 111 m; rounding moves a centre by at most half of that on each axis (≤ 79 m). */
const gridDegrees = 0.001;
const roundingSlackMetres = 80;
const radiusStepMetres = 100;
const earthRadiusMetres = 6_371_008.8;

/** The area actually queried (and cached) for a search around `centre`: it always contains the search's circle. */
export function coveringArea(centre: LatLon, radiusMetres: number): OverpassArea {
  return {
    centre: { latitude: roundToGrid(centre.latitude), longitude: roundToGrid(centre.longitude) },
    radiusMetres: Math.ceil((radiusMetres + roundingSlackMetres) / radiusStepMetres) * radiusStepMetres,
  };
}

export function areaKey(area: OverpassArea): string {
  return `${area.centre.latitude.toFixed(3)},${area.centre.longitude.toFixed(3)},${area.radiusMetres}`;
}

/** Great-circle distance (haversine). */
export function distanceMetres(from: LatLon, to: LatLon): number {
  const toRadians = Math.PI / 180;
  const dLat = (to.latitude - from.latitude) * toRadians;
  const dLon = (to.longitude - from.longitude) * toRadians;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.latitude * toRadians) * Math.cos(to.latitude * toRadians) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusMetres * Math.asin(Math.min(1, Math.sqrt(a)));
}

function roundToGrid(degrees: number): number {
  return Number((Math.round(degrees / gridDegrees) * gridDegrees).toFixed(3));
}
