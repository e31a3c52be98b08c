// A person who registered but has not verified cannot wander into screens whose data the API
// refuses them: guarded routes send them back to /verify-email, and nothing on the way calls an
// API that answers 403. Also checks the per-screen browser title.
import { expect, test } from '@playwright/test';
import { registerThroughApi } from './support/api';
import { signIn } from './support/session';
import { newPerson } from './support/users';

test('an unverified person is sent from /calendar and /friends to /verify-email, with no 403s', async ({ page }) => {
  const person = newPerson({ firstName: 'Unverified' });
  const token = await registerThroughApi(person);
  await signIn(page, token);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  for (const path of ['/calendar', '/friends']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
    await expect(page.getByText(person.email).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Resend Code/ })).toBeEnabled();
    await expect(page).toHaveTitle('Verify Email · Hangtime');
  }

  // The navigation's Friends link ends in the same place.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Friends' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText('Please verify your email address to continue.')).toBeVisible();

  expect(refused).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
