// Renders the installable app's icons (apps/web/public/pwa-*.png) from favicon.svg with Chromium,
// so they never drift from the favicon and no image library is needed: `node scripts/render-pwa-icons.mjs`.
// The maskable icon and Apple's touch icon fill the square (the platform rounds or cuts the corners);
// the favicon's glyph spans some 60 % of the side, inside the 80 % a mask always shows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium-paths.mjs';

const publicDir = join(import.meta.dirname, '../apps/web/public');
const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const fullBleed = favicon.replace('rx="8" ', '');
if (fullBleed === favicon) throw new Error('favicon.svg changed shape: update the full-bleed variant here');

const icons = [
  { file: 'pwa-192.png', size: 192, svg: favicon },
  { file: 'pwa-512.png', size: 512, svg: favicon },
  { file: 'pwa-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const sized = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.locator('svg').screenshot({ path: join(publicDir, icon.file), omitBackground: true });
    console.log(`wrote ${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
