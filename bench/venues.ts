// The bundled venues (quality.md: loading and indexing at start-up ≤ 1.5 s) and the spatial
// index's answer to one search around a point in New York, at the radius a 30-minute drive
// reaches by the estimate. No database, no HTTP.
import { createBundledPlaces } from '../apps/server/src/modules/places/bundled-places';
import { createEstimatedTravelTimes } from '../apps/server/src/modules/places/travel-estimate';

const SEARCHES = 2_000;
// Manhattan to the outer boroughs, where the bundled restaurants are densest.
const AREA = { south: 40.57, north: 40.88, west: -74.04, east: -73.78 };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function benchVenues() {
  const places = createBundledPlaces();
  const radiusMetres = createEstimatedTravelTimes().reachMetres(30, ['car']);
  const timings: number[] = [];
  let found = 0;
  for (let search = 0; search < SEARCHES; search += 1) {
    const centre = {
      latitude: AREA.south + Math.random() * (AREA.north - AREA.south),
      longitude: AREA.west + Math.random() * (AREA.east - AREA.west),
    };
    const started = performance.now();
    found += (await places.provider.near(centre, radiusMetres)).length;
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const warmUpMs = await places.warmUp();
  return {
    warmUpMs,
    venueCount: places.venueCount,
    loadMs: places.loadMs,
    radiusMetres,
    meanFound: found / SEARCHES,
    nearP50: percentile(timings, 50),
    nearP99: percentile(timings, 99),
  };
}
