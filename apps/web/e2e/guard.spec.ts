// The route guard, the navigation bar signed in and out, and logout.
import { expect, test } from '@playwright/test';
import { newMember, signIn } from './support/session';

test('a visitor on a guarded route is sent to /login', async ({ page }) => {
  await page.goto('/friends');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('a signed-in member is taken from the landing page to the calendar and can log out', async ({ page }) => {
  const { token } = await newMember('Guard');
  await signIn(page, token);

  await page.goto('/');
  await expect(page).toHaveURL(/\/calendar$/);
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'Friends' })).toBeVisible();
  await navigation.getByRole('button', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  // The token is dead on the server too.
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/login$/);
});

test('a token the server no longer knows logs the person out', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('token', 'not-a-real-token'));
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/login$/);
});
