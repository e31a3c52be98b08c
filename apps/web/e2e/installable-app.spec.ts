// The installable app (issue 26): the manifest and its icons, the service worker registered once
// the page is idle, the offline page when the network is gone, no API answer ever from a cache
// (after logout least of all), and a push message shown as a notification by the worker.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { reviewScreenshot } from './support/review-screenshots';
import { newMember, signIn } from './support/session';

test.use({ serviceWorkers: 'allow' });

/** Waits until the worker is active, then reloads once so it controls the page. */
async function withActiveWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (registration.active?.state !== 'activated') {
      await new Promise<void>((resolve) =>
        registration.active?.addEventListener('statechange', () => resolve(), { once: true }),
      );
    }
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('the manifest names the app, its icons load and the worker is served fresh', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifestResponse = await request.get(href!);
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    description: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Hangtime',
    short_name: 'Hangtime',
    start_url: '/calendar',
    display: 'standalone',
  });
  expect(manifest.description).toContain('Plan less. Hang out more.');
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }

  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  // Registered without a prompt once the page is idle, for the whole app.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(new URL('/', page.url()).href);
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
});

test('a page opened without a network shows the offline page', async ({ page, context }) => {
  await page.goto('/login');
  await withActiveWorker(page);

  await context.setOffline(true);
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await reviewScreenshot(page, 'offline-desktop');
  await page.setViewportSize({ width: 375, height: 812 });
  await reviewScreenshot(page, 'offline-phone');

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

/** The API's answers this page got, and whether any came from the worker. */
function recordApiAnswers(page: Page) {
  const answers: { url: string; fromServiceWorker: boolean; cacheControl: string | undefined }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) {
      answers.push({
        url: response.url(),
        fromServiceWorker: response.fromServiceWorker(),
        cacheControl: response.headers()['cache-control'],
      });
    }
  });
  return answers;
}

async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
}

test('no API answer comes from a cache, before or after logout', async ({ page }) => {
  const { token } = await newMember('Offline');
  await signIn(page, token);
  const answers = recordApiAnswers(page);
  await page.goto('/calendar');
  await withActiveWorker(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(answers.length).toBeGreaterThan(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The old token, asked again from the page: the server's 401, not yesterday's answer.
  const status = await page.evaluate(
    async (old) => (await fetch('/api/auth/me', { headers: { authorization: `Bearer ${old}` } })).status,
    token,
  );
  expect(status).toBe(401);
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/login$/);

  expect(answers.filter((answer) => answer.fromServiceWorker)).toEqual([]);
  expect(answers.filter((answer) => answer.cacheControl !== 'no-store').map((answer) => answer.url)).toEqual([]);
  expect((await cachedUrls(page)).filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
});

/** The page's worker registration, on a DevTools session that can deliver push messages to it. */
async function pushableRegistration(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const found = new Promise<{ id: string; origin: string }>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((item) => !item.isDeleted);
      if (registration) resolve({ id: registration.registrationId, origin: new URL(registration.scopeURL).origin });
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registration = await found;
  return {
    deliver: (data: string) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: registration.origin,
        registrationId: registration.id,
        data,
      }),
  };
}

test('a push message is shown as a notification by the worker', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/login');
  await withActiveWorker(page);
  const registration = await pushableRegistration(context, page);

  await registration.deliver(
    JSON.stringify({ title: 'Sam invited you', body: 'Board games on Friday', url: '/calendar?event=abc' }),
  );

  await expect
    .poll(() =>
      page.evaluate(async () => {
        const shown = await (await navigator.serviceWorker.ready).getNotifications();
        return shown.map((notification) => ({
          title: notification.title,
          body: notification.body,
          url: (notification.data as { url: string }).url,
        }));
      }),
    )
    .toEqual([{ title: 'Sam invited you', body: 'Board games on Friday', url: '/calendar?event=abc' }]);
});
