// Signing in: by phone, with a wrong password, and before the email is verified.
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { AUTO_VERIFIED_DOMAIN, registerThroughApi } from './support/api';
import { newPerson } from './support/users';

test('a member logs in with their phone number, formatted as they type it', async ({ page }) => {
  const person = newPerson({
    email: `phone.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@${AUTO_VERIFIED_DOMAIN}`,
  });
  await registerThroughApi(person);

  const login = new LoginPage(page);
  await login.open();
  const formatted = `${person.phoneDigits.slice(0, 3)}-${person.phoneDigits.slice(3, 6)}-${person.phoneDigits.slice(6)}`;
  await login.logIn(formatted, person.password);

  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { name: 'Calendar' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
});

test('a wrong password is refused with the same words as an unknown account', async ({ page }) => {
  const person = newPerson({ email: `wrong.${Math.random().toString(36).slice(2, 10)}@${AUTO_VERIFIED_DOMAIN}` });
  await registerThroughApi(person);

  const login = new LoginPage(page);
  await login.open();
  await login.logIn(person.email, 'not the password');
  await expect(page.getByText('Invalid email/phone or password')).toBeVisible();

  await login.logIn('nobody.here@example.com', 'not the password');
  await expect(page.getByText('Invalid email/phone or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unverified member is sent to verify their email', async ({ page }) => {
  const person = newPerson();
  await registerThroughApi(person);

  const login = new LoginPage(page);
  await login.open();
  await login.logIn(person.email, person.password);

  await expect(page).toHaveURL(/\/verify-email/);
  await expect(page.getByText('Email verification required')).toBeVisible();
  await expect(page.getByText(person.email).first()).toBeVisible();
});
