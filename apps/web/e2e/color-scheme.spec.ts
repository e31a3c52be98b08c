// Dark mode (issue 26): System follows the device's prefers-color-scheme, live; the profile's
// Appearance switch overrides it on this device, by keyboard, and the choice holds across a reload
// from the first paint, before any of the app's code has run.
import { expect, test, type Page } from '@playwright/test';
import { newMember, signIn } from './support/session';

const scheme = (page: Page) => page.locator('html');
const appearance = (page: Page) => page.getByRole('radiogroup', { name: 'Appearance' });

/** The body's background as "dark" (every channel under a third), "light" (every one over two thirds) or the colour itself. */
async function bodyShade(page: Page): Promise<string> {
  const color = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const channels = (color.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  if (channels.length === 3 && channels.every((channel) => channel < 85)) return 'dark';
  if (channels.length === 3 && channels.every((channel) => channel > 170)) return 'light';
  return color;
}

test('System follows the device; Dark in the profile holds on this device from the first paint', async ({ page }) => {
  const member = await newMember('Robin');
  await signIn(page, member.token);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/profile');
  await expect(appearance(page).getByRole('radio', { name: 'System' })).toBeChecked();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(await bodyShade(page)).toBe('light');

  // System: the page turns with the device, without a reload.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');

  // By keyboard: the arrows move the choice from System to Light to Dark.
  await appearance(page).getByRole('radio', { name: 'System' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(appearance(page).getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await bodyShade(page)).toBe('dark');

  // Dark now holds whatever the device says.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');

  // From the first paint: with none of the app's scripts allowed to load, index.html alone draws
  // the page dark (no white flash while a phone downloads the code).
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/profile');
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.locator('#root')).toBeAttached();
  expect(await bodyShade(page)).toBe('dark');
  await page.unroute('**/assets/*.js');

  // Light holds on a dark device; System gives the page back to the device.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/profile');
  await appearance(page).getByText('Light', { exact: true }).click();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  await appearance(page).getByText('System', { exact: true }).click();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
});
