// Security headers: a strict CSP on app pages (no inline script but index.html's own, by hash),
// relaxed only for the API reference.
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { tileImageSource } from '../lib/map-tiles';

const docsContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline' https:",
  "img-src 'self' data: https:",
  "font-src 'self' data: https:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
].join('; ');

export type SecurityHeaderSettings = {
  /** MAP_TILE_URL: the map's tiles are the only images the app loads from another host. */
  mapTileUrl: string;
  /** The CSP sources of index.html's own inline scripts (lib/inline-script-hashes.ts). */
  inlineScriptHashes: string[];
};

export async function registerSecurityHeaders(app: FastifyInstance, settings: SecurityHeaderSettings) {
  const tileSource = tileImageSource(settings.mapTileUrl);
  // Config parsing refuses a bad template, so this only guards a caller that skipped it.
  if (!tileSource) throw new Error(`MAP_TILE_URL is not a tile URL template: ${settings.mapTileUrl}`);
  // helmet's middleware, built once: it parses the options and the CSP's directives when built, and
  // then only sets the headers. (@fastify/helmet built it anew for every request: 13 µs of each
  // call's CPU against 0.2 µs, issue 25.)
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...settings.inlineScriptHashes],
        // Mantine injects its CSS variables in <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Avatars are initials and icons are inline SVG or bundled: only the map's tiles come from elsewhere.
        imgSrc: ["'self'", 'data:', tileSource],
        connectSrc: ["'self'", 'https://*.posthog.com', 'https://*.i.posthog.com'],
        fontSrc: ["'self'", 'data:'],
        // The installable app: its service worker and manifest are the app's own files (issue 26).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // helmet throws its errors (none once built) rather than passing them on: `next` only goes on.
  app.addHook('onRequest', (request, reply, done) => setSecurityHeaders(request.raw, reply.raw, () => done()));

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/docs')) {
      // The API reference page boots with an inline script: only this page relaxes the CSP.
      reply.header('Content-Security-Policy', docsContentSecurityPolicy);
    } else if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      // Answers to API calls carry personal data: never keep them in a shared or browser cache.
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
