// Which venues and travel times the places module uses (behaviour.md §9): the live Overpass API
// and routing service when their URLs are set, else the bundled venues and the estimate.
import type { Config } from '../../config';
import { createOsrmTravelTimes } from './osrm-travel-times';
import { createOverpassPlaces } from './overpass-places';
import type { PlacesProvider, TravelTimes } from './types';

export type PlacesProviders = { places: PlacesProvider; travelTimes: TravelTimes };

export type LiveServicesConfig = Pick<
  Config,
  'OVERPASS_URL' | 'OVERPASS_TIMEOUT_MS' | 'ROUTING_URL' | 'ROUTING_TIMEOUT_MS'
>;

/** What is in use, for the start-up log line. */
export type ProviderSources = { places: 'overpass' | 'bundled'; travelTimes: 'routing' | 'estimate' };

/**
 * `fallback` is the bundled provider and the estimate. The estimate stays in use behind a routing
 * service too: it times public transit and bounds the index radius.
 */
export function liveProvidersFromConfig(
  config: LiveServicesConfig,
  fallback: PlacesProviders,
): PlacesProviders & { sources: ProviderSources } {
  const places = config.OVERPASS_URL
    ? createOverpassPlaces({ url: config.OVERPASS_URL, timeoutMs: config.OVERPASS_TIMEOUT_MS })
    : fallback.places;
  const travelTimes = config.ROUTING_URL
    ? createOsrmTravelTimes({
        url: config.ROUTING_URL,
        timeoutMs: config.ROUTING_TIMEOUT_MS,
        estimate: fallback.travelTimes,
      })
    : fallback.travelTimes;
  return {
    places,
    travelTimes,
    sources: {
      places: config.OVERPASS_URL ? 'overpass' : 'bundled',
      travelTimes: config.ROUTING_URL ? 'routing' : 'estimate',
    },
  };
}
