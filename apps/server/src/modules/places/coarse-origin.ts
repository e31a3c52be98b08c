// Where another person's trips are timed from (behaviour.md, "Travel times: your area, never your
// street"): never their saved point, but a point about a kilometre and a half away that stays put.
//
// The point is snapped to the centre of its cell of a fixed grid (500 m cells), then moved
// COARSE_SHIFT_METRES in a direction drawn from the saved location's own id. Why both:
// - Snapping alone reveals the cell centre (the answer's distances give it to the metre), and a
//   home near the centre of its cell would be found to within metres. The shift puts the point the
//   answer reveals at least COARSE_SHIFT_METRES − the cell's half-diagonal (1.25 km) from the home.
// - Shifting alone would move with every small edit of the address; snapped first, every point of
//   a cell gives one answer, so edits and repeated calls show nothing finer than the cell.
// - The direction is a keyed hash of the location's id, a random UUID only its owner sees: the
//   same for every call and every caller (nothing to average out), unknowable to a friend.
import { createHmac } from 'node:crypto';
import { earthRadiusMetres } from './great-circle';
import type { LatLon } from './types';

export const COARSE_CELL_METRES = 500;
export const COARSE_SHIFT_METRES = 1_600;

const degrees = 180 / Math.PI;
const radians = Math.PI / 180;
/** A cell's height in degrees of latitude (the same everywhere). */
const cellLatitudeDegrees = (COARSE_CELL_METRES / earthRadiusMetres) * degrees;
const rowCount = Math.ceil(180 / cellLatitudeDegrees);

/**
 * The centre of the point's cell. Rows are COARSE_CELL_METRES tall; each row is cut into as many
 * equal columns as fit its circumference, so cells stay about as wide as tall at any latitude, a
 * row wraps exactly at the antimeridian (180° and −180° are one cell), and the rows at the poles
 * are one cell each.
 */
export function snapToCell(point: LatLon): LatLon {
  const row = Math.min(rowCount - 1, Math.max(0, Math.floor((point.latitude + 90) / cellLatitudeDegrees)));
  const rowStart = -90 + row * cellLatitudeDegrees;
  const latitude = (rowStart + Math.min(90, rowStart + cellLatitudeDegrees)) / 2;
  const columns = Math.max(1, Math.floor((360 * Math.cos(latitude * radians)) / cellLatitudeDegrees));
  const width = 360 / columns;
  const east = (((point.longitude + 180) % 360) + 360) % 360;
  const column = Math.min(columns - 1, Math.floor(east / width));
  return { latitude, longitude: -180 + (column + 0.5) * width };
}

/** The point `metres` from `from` along the great circle leaving it at `bearing` (radians from north). */
export function destinationPoint(from: LatLon, bearing: number, metres: number): LatLon {
  const angle = metres / earthRadiusMetres;
  const lat1 = from.latitude * radians;
  const lon1 = from.longitude * radians;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing));
  const lon2 =
    lon1 +
    Math.atan2(Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: lat2 * degrees, longitude: normaliseLongitude(lon2 * degrees) };
}

const normaliseLongitude = (longitude: number) => ((((longitude + 180) % 360) + 360) % 360) - 180;

/** A direction in [0, 2π) that only someone who knows `secret` can compute. */
function secretBearing(secret: string): number {
  const digest = createHmac('sha256', secret).update('hangtime:coarse-origin').digest();
  return (digest.readUInt32BE(0) / 2 ** 32) * 2 * Math.PI;
}

/** The origin other people's trips are timed from: the saved point's cell centre, shifted by its place's secret. */
export function coarsenOrigin(point: LatLon, placeId: string): LatLon {
  return destinationPoint(snapToCell(point), secretBearing(placeId), COARSE_SHIFT_METRES);
}
