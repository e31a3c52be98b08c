// A PlacesProvider over a live Overpass API (behaviour.md §9, `OVERPASS_URL`): the same element
// shape as the bundled files, through the same normaliser, with a timeout and a cache.
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { describeFetchFailure, liveServiceUserAgent, PlacesUnavailableError } from './live-errors';
import { normaliseOverpassElements } from './normalise';
import { areaKey, coveringArea } from './overpass-area';
import { greatCircleMetres } from './great-circle';
import { buildOverpassQuery, type OverpassArea } from './overpass-query';
import type { LatLon, OsmElement, PlacesProvider } from './types';

export type OverpassPlacesOptions = {
  /** The interpreter endpoint, e.g. https://overpass-api.de/api/interpreter. */
  url: string;
  timeoutMs: number;
  /** Venues change slowly and Overpass asks callers to spare it: minutes, not seconds. */
  cacheTtlMs?: number;
  cacheMaxAreas?: number;
  /** Venues held across all cached areas: a metro's answer can hold thousands, so count them, not areas. */
  cacheMaxVenues?: number;
};

/** The part of Overpass's JSON answer that is read; `remark` carries its runtime errors (with a 200). */
const overpassAnswer = z.object({
  elements: z.array(z.unknown()),
  remark: z.string().optional(),
});

export function createOverpassPlaces(options: OverpassPlacesOptions): PlacesProvider {
  const cache = new LRUCache<string, OsmElement[]>({
    max: options.cacheMaxAreas ?? 200,
    // About 100 k venues is some 50 MB of tags; the least recently used areas make room.
    maxSize: options.cacheMaxVenues ?? 100_000,
    sizeCalculation: (elements) => Math.max(1, elements.length),
    ttl: options.cacheTtlMs ?? 15 * 60_000,
  });
  // Searches that arrive together for the same area share one request.
  const pending = new Map<string, Promise<OsmElement[]>>();

  async function elementsIn(area: OverpassArea): Promise<OsmElement[]> {
    const key = areaKey(area);
    const cached = cache.get(key);
    if (cached) return cached;
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const request = fetchElements(options, area)
      .then((elements) => {
        cache.set(key, elements);
        return elements;
      })
      .finally(() => pending.delete(key));
    pending.set(key, request);
    return request;
  }

  return {
    async near(centre: LatLon, radiusMetres: number): Promise<OsmElement[]> {
      const elements = await elementsIn(coveringArea(centre, radiusMetres));
      return elements.filter(
        (element) => greatCircleMetres(centre, { latitude: element.lat, longitude: element.lon }) <= radiusMetres,
      );
    },
  };
}

async function fetchElements(options: OverpassPlacesOptions, area: OverpassArea): Promise<OsmElement[]> {
  // Overpass gets a little less time than we wait, so it can say "timed out" rather than be cut off.
  const query = buildOverpassQuery(area, Math.max(1, Math.floor(options.timeoutMs / 1000) - 1));
  let body: unknown;
  try {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        'user-agent': liveServiceUserAgent,
      },
      body: new URLSearchParams({ data: query }).toString(),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new PlacesUnavailableError('places', `Overpass answered HTTP ${response.status}`);
    }
    body = await response.json();
  } catch (error) {
    if (error instanceof PlacesUnavailableError) throw error;
    throw new PlacesUnavailableError('places', describeFetchFailure(error, options.timeoutMs), { cause: error });
  }
  const answer = overpassAnswer.safeParse(body);
  if (!answer.success) throw new PlacesUnavailableError('places', 'Overpass answered without an elements list');
  // A query that ran out of time or memory still answers 200, with whatever it had found: not a
  // complete answer, so neither used nor cached.
  if (answer.data.remark && /error/i.test(answer.data.remark)) {
    throw new PlacesUnavailableError('places', `Overpass: ${answer.data.remark}`);
  }
  return normaliseOverpassElements(answer.data.elements);
}
