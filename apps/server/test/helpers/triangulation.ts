// The attack issue 25 measured, as a test can run it: collect figures from find-locations' answers
// (one person's minutes to many venues, or each venue's distance from the group's centre), then
// find the point those figures fit best by a grid search (first every 200 m over a wide square,
// then every 20 m around the best), with the published rules (the travel estimate, the great
// circle) as the model. When the figures are rounded, many points fit equally well: the estimate
// is their centre, the attacker's best guess.
import { greatCircleMetres } from '../../src/modules/places/great-circle';
import type { LatLon } from '../../src/modules/places/types';

/** A figure an answer showed about one venue: someone's minutes to it, or its metres from the centre. */
export type Sighting = { venue: LatLon; figure: number };

/** The figure the attacker's model predicts from a candidate point to a venue. */
export type MinutesModel = (from: LatLon, to: LatLon) => number;

const METRES_PER_DEGREE = (Math.PI / 180) * 6_371_000;

function offset(from: LatLon, eastMetres: number, northMetres: number): LatLon {
  return {
    latitude: from.latitude + northMetres / METRES_PER_DEGREE,
    longitude: from.longitude + eastMetres / (METRES_PER_DEGREE * Math.cos((from.latitude * Math.PI) / 180)),
  };
}

function cost(sightings: readonly Sighting[], model: MinutesModel, candidate: LatLon): number {
  let sum = 0;
  for (const sighting of sightings) sum += (model(candidate, sighting.venue) - sighting.figure) ** 2;
  return sum;
}

/** The centre of the cheapest candidates of a square grid around `centre`. */
function searchGrid(
  sightings: readonly Sighting[],
  model: MinutesModel,
  centre: LatLon,
  halfSideMetres: number,
  stepMetres: number,
): LatLon {
  let best = Number.POSITIVE_INFINITY;
  let cheapest: LatLon[] = [];
  for (let north = -halfSideMetres; north <= halfSideMetres; north += stepMetres) {
    for (let east = -halfSideMetres; east <= halfSideMetres; east += stepMetres) {
      const candidate = offset(centre, east, north);
      const candidateCost = cost(sightings, model, candidate);
      if (candidateCost < best) {
        best = candidateCost;
        cheapest = [candidate];
      } else if (candidateCost === best) cheapest.push(candidate);
    }
  }
  return {
    latitude: cheapest.reduce((sum, point) => sum + point.latitude, 0) / cheapest.length,
    longitude: cheapest.reduce((sum, point) => sum + point.longitude, 0) / cheapest.length,
  };
}

/** The point the sightings fit best, searched within `halfSideMetres` of the venues' centre. */
export function fitPoint(sightings: readonly Sighting[], model: MinutesModel, halfSideMetres = 8_000): LatLon {
  const venuesCentre = {
    latitude: sightings.reduce((sum, sighting) => sum + sighting.venue.latitude, 0) / sightings.length,
    longitude: sightings.reduce((sum, sighting) => sum + sighting.venue.longitude, 0) / sightings.length,
  };
  const rough = searchGrid(sightings, model, venuesCentre, halfSideMetres, 200);
  return searchGrid(sightings, model, rough, 600, 20);
}

/** How far an estimate missed, in metres. */
export const missMetres = (estimate: LatLon, truth: LatLon) => Math.round(greatCircleMetres(estimate, truth));
