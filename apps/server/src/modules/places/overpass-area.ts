// Which area to ask Overpass for, so that nearby searches share one cached answer: the centre is
// rounded to a ~100 m grid and the radius grown to cover what rounding moved, then the answer is
// cut back to the exact circle asked for.
import type { OverpassArea } from './overpass-query';
import type { LatLon } from './types';

/** 0.001° is ≤ 111 m; rounding moves a centre by at most half of that on each axis (≤ 79 m). */
const gridDegrees = 0.001;
const roundingSlackMetres = 80;
const radiusStepMetres = 100;

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

function roundToGrid(degrees: number): number {
  return Number((Math.round(degrees / gridDegrees) * gridDegrees).toFixed(3));
}
