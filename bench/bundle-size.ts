// The JavaScript budget of quality.md: what the first page (the landing page) downloads, gzipped,
// and the largest chunk. Reads Vite's build manifest, so it measures the real build.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

type ChunkSize = { file: string; rawKb: number; gzipKb: number };

export type BundleReport = {
  firstPageGzipKb: number;
  /** The largest chunk of the app's own code (a page and what it alone imports). */
  largestRouteChunk: ChunkSize;
  /** The largest chunk of a library loaded on its own (e.g. analytics, fetched only when configured). */
  largestLibraryChunk: ChunkSize | null;
};

const FIRST_PAGE = 'src/features/landing/landing-page.tsx';

/** A chunk and everything it imports statically: what the browser fetches before it runs. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function measureBundle(distDir: string): BundleReport {
  const manifest = JSON.parse(readFileSync(resolve(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sizes = (file: string) => {
    const bytes = readFileSync(resolve(distDir, file));
    return { raw: bytes.length / 1024, gzip: gzipSync(bytes).length / 1024 };
  };
  // The landing page may ship inside the entry (lazy-pages.ts); then it has no key of its own.
  const firstPageKeys = manifest[FIRST_PAGE] ? staticClosure(manifest, FIRST_PAGE) : [];
  const firstPage = new Set([...staticClosure(manifest, 'index.html'), ...firstPageKeys]);
  const firstPageGzipKb = [...firstPage].reduce((total, key) => total + sizes(manifest[key]!.file).gzip, 0);

  const largestOf = (keys: string[]): ChunkSize | null => {
    const measured = keys.map((key) => ({ file: manifest[key]!.file, ...sizes(manifest[key]!.file) }));
    const [largest] = measured.sort((a, b) => b.raw - a.raw);
    return largest ? { file: largest.file, rawKb: largest.raw, gzipKb: largest.gzip } : null;
  };
  const jsKeys = Object.keys(manifest).filter((key) => manifest[key]!.file.endsWith('.js'));
  const isLibrary = (key: string) => key.includes('node_modules/');
  return {
    firstPageGzipKb,
    largestRouteChunk: largestOf(jsKeys.filter((key) => !isLibrary(key)))!,
    largestLibraryChunk: largestOf(jsKeys.filter(isLibrary)),
  };
}
