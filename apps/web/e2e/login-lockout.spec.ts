// The login lockout lets the owner through (issue 25): strangers' failures lock an account for
// every other browser, while the browser its owner signed in on before still signs in.
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { AUTO_VERIFIED_DOMAIN, registerThroughApi } from './support/api';
import { APP_PORT } from './support/ports';
import { newPerson } from './support/users';

/** A login from somewhere else (an address of the test range, through the trusted loopback proxy). */
async function loginFromElsewhere(email: string, password: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${APP_PORT}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 256)}.7` },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

test("strangers' wrong passwords lock them out, not the owner's own browser", async ({ page, context, browser }) => {
  const person = newPerson({ email: `owner.${Math.random().toString(36).slice(2, 10)}@${AUTO_VERIFIED_DOMAIN}` });
  await registerThroughApi(person);

  const login = new LoginPage(page);
  await login.open();
  await login.logIn(person.email, person.password);
  await expect(page).toHaveURL(/\/calendar$/);
  // The browser keeps the known-device cookie, for the auth calls only and out of scripts' reach.
  const device = (await context.cookies()).find((cookie) => cookie.name === 'hangtime_device');
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('hangtime_device');
  await page.evaluate(() => window.localStorage.clear());

  for (let attempt = 0; attempt < 10; attempt += 1) {
    expect(await loginFromElsewhere(person.email, `stranger guess ${attempt}`)).toBe(401);
  }
  expect(await loginFromElsewhere(person.email, person.password)).toBe(429);

  // Another browser, even with the right password, waits out the lockout.
  const otherBrowser = await browser.newContext();
  try {
    const otherPage = await otherBrowser.newPage();
    const otherLogin = new LoginPage(otherPage);
    await otherLogin.open();
    await otherLogin.logIn(person.email, person.password);
    await expect(otherPage.getByText('Too many login attempts. Please try again in 15 minutes.')).toBeVisible();
    await expect(otherPage).toHaveURL(/\/login$/);
  } finally {
    await otherBrowser.close();
  }

  // The owner's browser signs in.
  await login.open();
  await login.logIn(person.email, person.password);
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { name: 'Calendar' })).toBeVisible();
});
