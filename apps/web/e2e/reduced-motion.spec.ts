// Motion (WCAG 2.3.3): a device that asks for reduced motion gets dialogs without their animation,
// any other keeps it. The rest of the suite runs as a person who asks for reduced motion
// (playwright.config.ts), so this spec sets the preference itself, both ways.
import { expect, test, type Page } from '@playwright/test';
import { newMember, signIn } from './support/session';

/** How long the open dialog's own transition lasts, as the browser computes it. */
async function dialogTransition(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(dialog).toBeVisible();
  const duration = await dialog.evaluate((element) => getComputedStyle(element).transitionDuration);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return duration;
}

test('dialogs open with their animation unless the device asks for reduced motion', async ({ page }) => {
  const member = await newMember('Rowan');
  await signIn(page, member.token);

  // Pressed as soon as the page shows: the dialog may mount already open, its code loaded on the press.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/profile');
  expect(await dialogTransition(page)).toBe('0s');

  // The preference is followed as it changes, without a reload.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await dialogTransition(page)).not.toBe('0s');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await dialogTransition(page)).toBe('0s');
});
