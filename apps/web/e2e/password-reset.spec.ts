// Recovering access: email, code from the mailbox, new password, then log in with it.
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { AUTO_VERIFIED_DOMAIN, registerThroughApi } from './support/api';
import { waitForCode } from './support/mailbox';
import { newPerson } from './support/users';

test('a member resets a forgotten password and logs in with the new one', async ({ page }) => {
  const person = newPerson({ email: `reset.${Math.random().toString(36).slice(2, 10)}@${AUTO_VERIFIED_DOMAIN}` });
  await registerThroughApi(person);
  const newPassword = 'a brand new passphrase';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await page.getByLabel(/^Email/).fill(person.email);
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(
    page.getByText('If an account with that email exists, a reset code has been sent to your email.'),
  ).toBeVisible();

  // A wrong code is refused before the right one is taken.
  await page.getByLabel('Reset Code').fill('000000');
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText('Invalid or expired reset code')).toBeVisible();

  const code = await waitForCode(person.email, /password reset code/i);
  await page.getByLabel('Reset Code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await page.getByLabel(/^New Password/).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email or Phone Number')).toHaveValue(person.email);
  await new LoginPage(page).logIn(person.email, newPassword);
  await expect(page).toHaveURL(/\/calendar$/);
});
