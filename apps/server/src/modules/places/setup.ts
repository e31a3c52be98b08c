// The places module's engine: where venues come from and how long trips take, built once per
// process. The bundled venues are loaded and indexed once (about 6 MB of OpenStreetMap data);
// the server loads them at start and logs the time, tests load them on first use.
import type { Config } from '../../config';
import type { SearchEngine } from './search';

export type PlacesLogger = { info(object: object, message: string): void };

export type PlacesEngine = SearchEngine;

/** How the module reaches its engine: loaded already (the server), or on first use (tests). */
export type PlacesSource = () => Promise<PlacesEngine>;

/** The engine the server runs with. Only the bundled provider and the estimate exist so far. */
export async function createPlaces(config: Config, logger: PlacesLogger): Promise<PlacesEngine> {
  void config;
  void logger;
  throw new Error('the bundled venues are not wired yet');
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
