// The places module's engine: where venues come from and how long trips take, built once per
// process. The bundled venues are loaded and indexed once (about 6 MB of OpenStreetMap data);
// the server loads them before it listens and logs the time, tests load them on first use.
// i15-live's Overpass provider and OSRM travel times plug in here when their settings are set.
import type { Config } from '../../config';
import { createBundledPlaces } from './bundled-places';
import { liveProvidersFromConfig, type LiveServicesConfig } from './live-providers';
import { bundledVenueReading } from './bundled-reading';
import type { SearchEngine } from './search';
import { createEstimatedTravelTimes } from './travel-estimate';

export type PlacesLogger = { info(object: object, message: string): void };

export type PlacesEngine = SearchEngine;

/** How the module reaches its engine: loaded already (the server), or on first use (tests). */
export type PlacesSource = () => Promise<PlacesEngine>;

// One load per process and venues file, however many apps a process builds (test files build several).
const loadedEngines = new Map<string, PlacesEngine>();

/**
 * The engine the server runs with: the bundled venues (or VENUES_FILE alone) and the estimate, or
 * the live Overpass API and routing service where OVERPASS_URL / ROUTING_URL are set.
 */
export async function createPlaces(
  config: Pick<Config, 'VENUES_FILE'> & LiveServicesConfig,
  logger: PlacesLogger,
): Promise<PlacesEngine> {
  const bundled = await createBundledEngine(config, logger);
  const live = liveProvidersFromConfig(config, bundled);
  if (live.sources.places !== 'bundled' || live.sources.travelTimes !== 'estimate')
    logger.info(live.sources, 'places: live services in use');
  return { ...bundled, places: live.places, travelTimes: live.travelTimes };
}

async function createBundledEngine(config: Pick<Config, 'VENUES_FILE'>, logger: PlacesLogger): Promise<PlacesEngine> {
  const key = config.VENUES_FILE ?? '(bundled)';
  const cached = loadedEngines.get(key);
  if (cached) return cached;
  const bundled = createBundledPlaces({ venuesFile: config.VENUES_FILE });
  logger.info(
    { venues: bundled.venueCount, loadMs: Math.round(bundled.loadMs), file: key },
    'venues loaded and indexed',
  );
  // Opening hours are parsed in the background, so the first searches do not pay for it.
  void bundled.warmUp().then((ms) => logger.info({ ms: Math.round(ms) }, 'venues: opening hours parsed'));
  const engine: PlacesEngine = {
    places: bundled.provider,
    travelTimes: createEstimatedTravelTimes(),
    reading: bundledVenueReading,
  };
  loadedEngines.set(key, engine);
  return engine;
}

/** Builds the engine on the first call and hands the same one to every later call. */
export function loadOnce(load: () => Promise<PlacesEngine>): PlacesSource {
  let loading: Promise<PlacesEngine> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed load is tried again next time rather than failing forever
      throw error;
    });
    return loading;
  };
}
