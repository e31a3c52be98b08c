// The venue map (Leaflet) loads with the assisted flow only, never with the first page, and its
// tiles come from the server's MAP_TILE_URL, which the CSP opens and no other image host.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { isMapInFirstPage } from '../../../bench/bundle-size';
import { MAP_TILE_URL, TILE_PORT } from './support/ports';

const distDir = process.env.E2E_WEB_DIST ?? join(import.meta.dirname, '../dist');

test('the built first page carries neither the map nor Leaflet', () => {
  expect(existsSync(join(distDir, '.vite/manifest.json'))).toBe(true);
  expect(isMapInFirstPage(distDir)).toBe(false);
});

test('the landing page runs without Leaflet', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan less. Hang out more.' })).toBeVisible();
  // Leaflet announces itself as window.L as soon as its module runs.
  expect(await page.evaluate(() => 'L' in window)).toBe(false);
  expect(scripts.filter((path) => path.includes('venue-map'))).toEqual([]);
});

test('the map settings name the local tile server, and the page CSP lets images come from it alone', async ({
  page,
  request,
}) => {
  const settings = await request.get('/api/map-settings');
  expect((await settings.json()).tile_url).toBe(MAP_TILE_URL);
  const tile = await request.get(MAP_TILE_URL.replace('{z}/{x}/{y}', '12/1205/1539'));
  expect(tile.headers()['content-type']).toBe('image/png');

  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  const imgSrc = csp
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('img-src '));
  expect(imgSrc).toBe(`img-src 'self' data: http://127.0.0.1:${TILE_PORT}`);
});
