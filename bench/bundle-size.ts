// The JavaScript budget of quality.md: what the first page (the landing page) downloads, gzipped,
// the largest chunk, and what the assisted flow's venue map adds on demand (never on the first
// page). Reads Vite's build manifest, so it measures the real build.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

type ChunkSize = { file: string; rawKb: number; gzipKb: number };

export type BundleReport = {
  firstPageGzipKb: number;
  /** The largest chunk of the app's own code (a page and what it alone imports). */
  largestRouteChunk: ChunkSize;
  /** The largest chunk of a library loaded on its own (e.g. analytics, fetched only when configured). */
  largestLibraryChunk: ChunkSize | null;
  /** The venue map (Leaflet), null while nothing imports it (then the build leaves it out). */
  venueMap: VenueMapWeight | null;
};

export type VenueMapWeight = {
  /**
   * What opening the assisted flow's map downloads beyond what every page already has: the chunks
   * that import the map, the map, and their own imports, gzipped (budget: 300 KB).
   */
  flowWithMapGzipKb: number;
  files: string[];
  /** True if any of the map's chunks is part of the first page: the budget's one hard rule. */
  isInFirstPage: boolean;
};

const FIRST_PAGE = 'src/features/landing/landing-page.tsx';
export const VENUE_MAP = 'src/features/places-map/venue-map.tsx';

/** A chunk and everything it imports statically: what the browser fetches before it runs. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(resolve(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The first page: the entry (index.html) and, when it is a chunk of its own, the landing page. */
export function firstPageClosure(manifest: Manifest): Set<string> {
  const firstPageKeys = manifest[FIRST_PAGE] ? staticClosure(manifest, FIRST_PAGE) : [];
  return new Set([...staticClosure(manifest, 'index.html'), ...firstPageKeys]);
}

/**
 * The venue map's chunks: the map with its static imports, and the chunks that load it on demand
 * (the assisted flow) with theirs, less what the first page already brought.
 */
export function venueMapClosure(manifest: Manifest): Set<string> | null {
  if (!manifest[VENUE_MAP]) return null;
  const firstPage = firstPageClosure(manifest);
  const importers = Object.keys(manifest).filter((key) => manifest[key]!.dynamicImports?.includes(VENUE_MAP));
  const keys = new Set<string>();
  for (const key of [VENUE_MAP, ...importers]) staticClosure(manifest, key, keys);
  return new Set([...keys].filter((key) => !firstPage.has(key)));
}

/**
 * A class name only Leaflet's code (and the map's) carries. The bundler may put Leaflet in a chunk
 * with any name, or inside another chunk, so the first page's files are searched for it instead.
 */
const LEAFLET_MARK = 'leaflet-container';

/** True when the first page carries the map or Leaflet: what the budget forbids outright. */
export function isMapInFirstPage(distDir: string, manifest: Manifest = readManifest(distDir)): boolean {
  const firstPage = firstPageClosure(manifest);
  if (firstPage.has(VENUE_MAP)) return true;
  return [...firstPage].some((key) =>
    readFileSync(resolve(distDir, manifest[key]!.file), 'utf8').includes(LEAFLET_MARK),
  );
}

export function measureBundle(distDir: string): BundleReport {
  const manifest = readManifest(distDir);
  const sizes = (file: string) => {
    const bytes = readFileSync(resolve(distDir, file));
    return { raw: bytes.length / 1024, gzip: gzipSync(bytes).length / 1024 };
  };
  // The landing page may ship inside the entry (lazy-pages.ts); then it has no key of its own.
  const firstPage = firstPageClosure(manifest);
  const firstPageGzipKb = [...firstPage].reduce((total, key) => total + sizes(manifest[key]!.file).gzip, 0);

  const largestOf = (keys: string[]): ChunkSize | null => {
    const measured = keys.map((key) => ({ file: manifest[key]!.file, ...sizes(manifest[key]!.file) }));
    const [largest] = measured.sort((a, b) => b.raw - a.raw);
    return largest ? { file: largest.file, rawKb: largest.raw, gzipKb: largest.gzip } : null;
  };
  const jsKeys = Object.keys(manifest).filter((key) => manifest[key]!.file.endsWith('.js'));
  const isLibrary = (key: string) => key.includes('node_modules/');
  const mapKeys = venueMapClosure(manifest);
  const mapFiles = mapKeys ? [...mapKeys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')) : [];
  return {
    firstPageGzipKb,
    venueMap: mapKeys && {
      flowWithMapGzipKb: mapFiles.reduce((total, file) => total + sizes(file).gzip, 0),
      files: mapFiles,
      isInFirstPage: isMapInFirstPage(distDir, manifest),
    },
    largestRouteChunk: largestOf(jsKeys.filter((key) => !isLibrary(key)))!,
    largestLibraryChunk: largestOf(jsKeys.filter(isLibrary)),
  };
}
