// The embedded places provider (behaviour.md §9): the OpenStreetMap files bundled in
// apps/server/data/venues/ (or the one file VENUES_FILE names), read once at start-up through the
// normaliser into one spatial index.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { mergeDuplicateElements, normaliseVenueFile } from './normalise';
import { prepareOpeningHours } from './opening-hours';
import type { OsmElement, PlacesProvider } from './types';
import { buildVenueIndex } from './venue-index';

export const bundledVenuesDirectory = fileURLToPath(new URL('../../../data/venues/', import.meta.url));

// Which file's tags win when two hold the same venue: Overpass exports keep every OSM tag as it
// is, the CSV has the raw hours and the street, the simplified array the fewest tags.
const precedence = (path: string) => (path.endsWith('.geojson') ? 0 : path.endsWith('.csv') ? 1 : 2);

/** The bundled venue files, most faithful first. */
export function bundledVenueFiles(directory = bundledVenuesDirectory): string[] {
  return readdirSync(directory)
    .filter((name) => /\.(csv|json|geojson)$/.test(name))
    .map((name) => join(directory, name))
    .sort((a, b) => precedence(a) - precedence(b) || a.localeCompare(b));
}

/** A file that cannot be read or parsed stops start-up with its path and why (not a bare JSON error). */
function readVenueFile(path: string): OsmElement[] {
  try {
    return normaliseVenueFile(basename(path), readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Venue file ${path}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** The files' venues, one per type+id. */
export function loadVenueFiles(paths: readonly string[]): OsmElement[] {
  return mergeDuplicateElements(paths.flatMap(readVenueFile));
}

export type BundledPlaces = {
  provider: PlacesProvider;
  venueCount: number;
  /** Reading, normalising and indexing, in milliseconds (quality.md's budget: 1.5 s). */
  loadMs: number;
  /**
   * Parses every venue's opening hours in the background, a few milliseconds at a time so
   * requests go on being served, and resolves with how long it took (ms). Call it once after start-up: without
   * it the first searches of an area parse their venues' hours themselves.
   */
  warmUp(): Promise<number>;
};

/**
 * The longest the warm-up holds the event loop at a time, in ms: a request that comes meanwhile
 * waits about this long at most (a new text parses in about a millisecond; a text seen before is
 * looked up). Slices of 100 venues held it up to 107 ms, 57 on average, while requests came.
 */
export const WARM_UP_SLICE_MS = 5;

type Slicing = { sliceMs: number; now: () => number; pause: () => Promise<unknown> };

/** Runs `work` on each item, handing the event loop back each time a slice has run `sliceMs`. */
export async function inTimeSlices<T>(
  items: Iterable<T>,
  work: (item: T) => void,
  { sliceMs, now, pause }: Slicing = {
    sliceMs: WARM_UP_SLICE_MS,
    now: () => performance.now(),
    pause: yieldToEventLoop,
  },
): Promise<void> {
  let sliceStarted = now();
  for (const item of items) {
    work(item);
    if (now() - sliceStarted >= sliceMs) {
      await pause();
      sliceStarted = now();
    }
  }
}

async function warmOpeningHours(venues: readonly OsmElement[]): Promise<number> {
  const started = performance.now();
  await inTimeSlices(
    venues.filter((venue) => venue.tags.opening_hours),
    prepareOpeningHours,
  );
  return performance.now() - started;
}

/** Reads synchronously: it runs once, before the server takes requests. A broken file stops start-up with its name. */
export function createBundledPlaces(options: { venuesFile?: string | undefined } = {}): BundledPlaces {
  const started = performance.now();
  const venues = loadVenueFiles(options.venuesFile ? [options.venuesFile] : bundledVenueFiles());
  const index = buildVenueIndex(venues);
  const loadMs = performance.now() - started;
  return {
    provider: { near: async (centre, radiusMetres) => index.near(centre, radiusMetres) },
    venueCount: index.size,
    loadMs,
    warmUp: () => warmOpeningHours(venues),
  };
}
