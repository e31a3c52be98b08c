// Pictures of screens for a person to look at while reviewing a change, not checked by any test.
// Taken only with REVIEW_SCREENSHOTS=1 (a full-page picture costs a test seconds on a loaded
// machine, and CI looks at none of them), into REVIEW_SCREENSHOTS_DIR or /tmp/shots.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';

export const areReviewScreenshotsOn = () => process.env.REVIEW_SCREENSHOTS === '1';

/** Saves the page as `<dir>/<name>.png` when review screenshots are on; does nothing otherwise. */
export async function reviewScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!areReviewScreenshotsOn()) return;
  const path = join(process.env.REVIEW_SCREENSHOTS_DIR ?? '/tmp/shots', `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: options.fullPage ?? false });
}
