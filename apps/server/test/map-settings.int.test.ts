// The venue map's tile source: a public setting, and the one outside host the CSP lets images come from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';

/** The directive's sources, e.g. "img-src 'self' data: https://x" → ["'self'", "data:", "https://x"]. */
function cspSources(csp: string, directive: string): string[] {
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found ? found.slice(1) : [];
}

describe('with the default tiles', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('GET /api/map-settings answers OpenStreetMap, without signing in, cacheable for a while', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/map-settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      attribution_url: 'https://www.openstreetmap.org/copyright',
    });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('lets app pages load images from the tile host alone, not from any https site', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const sources = cspSources(String(response.headers['content-security-policy']), 'img-src');
    expect(sources).toEqual(["'self'", 'data:', 'https://tile.openstreetmap.org']);
  });
});

describe('with MAP_TILE_URL set', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: {
        MAP_TILE_URL: 'https://{s}.tiles.example.org:8443/styles/{z}/{x}/{y}{r}.png',
        MAP_TILE_ATTRIBUTION: 'Tiles <b>Example</b>',
        MAP_TILE_ATTRIBUTION_URL: 'https://tiles.example.org/credits',
      },
    });
  });
  afterAll(() => ctx.close());

  it('gives the web that template and attribution as they are', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/map-settings' });
    expect(response.json()).toEqual({
      tile_url: 'https://{s}.tiles.example.org:8443/styles/{z}/{x}/{y}{r}.png',
      attribution: 'Tiles <b>Example</b>',
      attribution_url: 'https://tiles.example.org/credits',
    });
  });

  it('opens img-src to that host and its subdomains only', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(cspSources(csp, 'img-src')).toEqual(["'self'", 'data:', 'https://*.tiles.example.org:8443']);
    expect(csp).not.toContain('tile.openstreetmap.org');
  });
});
