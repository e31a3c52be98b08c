// How many script files a page pulls before it shows: on a phone's network each is a round trip
// (Lighthouse's mobile run of the calendar found 56). vite.config.ts groups the chunks and
// lazy-pages.ts ships the landing page in the entry; `npm run lighthouse` measures the effect.
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { CalendarScreen } from './pages/calendar-page';
import { newMember, signIn } from './support/session';

/** The app's own script files the page has asked for so far. */
function countScripts(page: Page): () => number {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/assets/'))
      scripts.add(request.url());
  });
  return () => scripts.size;
}

test('the landing page shows with the entry and React alone', async ({ page }) => {
  const scripts = countScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan less. Hang out more.' })).toBeVisible();
  // The entry, react-dom and the runtime they share.
  expect(scripts()).toBeLessThanOrEqual(3);
});

test('the landing page downloads at most 170 KB of gzipped JavaScript (quality.md)', async ({ page }) => {
  // Measured here on what the browser really fetched, gzipped as a server would send it: a stray
  // import (the dialog through the theme, the zone code through a date helper) put it at 187 KB.
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan less. Hang out more.' })).toBeVisible();
  const gzipKb = (await Promise.all(bodies)).reduce((total, body) => total + gzipSync(body).length, 0) / 1024;
  expect(gzipKb).toBeGreaterThan(0);
  expect(gzipKb).toBeLessThanOrEqual(170);
});

test('the calendar shows its grid with a few large chunks, not dozens', async ({ page }) => {
  const member = await newMember('Wes');
  await signIn(page, member.token);
  // When the grid's first day showed, in the page's own clock: what loads after it (the dialogs,
  // the Upcoming view, fetched once the browser is idle) is not on the way to the grid.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[role="cell"][data-date]')) return;
      Object.assign(window, { __gridShownAt: performance.now() });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const calendar = new CalendarScreen(page);
  await page.goto('/calendar');
  await calendar.expectLoaded();
  await expect(page.locator('[role="cell"][data-date]').first()).toBeVisible();
  const scriptsBeforeGrid = await page.evaluate(() => {
    const shownAt = (window as unknown as { __gridShownAt: number }).__gridShownAt;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js') && entry.startTime < shownAt)
      .length;
  });
  expect(scriptsBeforeGrid).toBeGreaterThan(0);
  // 58 before the chunks were grouped; 21 once the zone notice, toasts and Month markers came.
  expect(scriptsBeforeGrid).toBeLessThanOrEqual(24);
});

/**
 * Whether any script the page fetched before the check carries libphonenumber's metadata (its
 * country codes table). Scripts the page fetches later (chunks preloaded once it is idle) are not
 * read: a body still unread when the test ends would fail it.
 */
function watchPhoneMetadata(page: Page): () => Promise<boolean> {
  const bodies: Promise<Buffer>[] = [];
  let checked = false;
  page.on('response', (response) => {
    if (!checked && response.request().resourceType() === 'script') bodies.push(response.body());
  });
  return async () => {
    checked = true;
    return (await Promise.all(bodies)).some((body) => body.includes('country_calling_codes'));
  };
}

test('the phone number rules load with the forms that check a phone number, not with login or the calendar', async ({
  page,
}) => {
  // libphonenumber's metadata is 125 KB of script to download and run before the page can draw;
  // registration, the profile's edit form and friend requests check phone numbers with it
  // (vite.config.ts), and the last two load it once their page has drawn.
  // Login reads a phone number as ten digits and leaves the rest to the server.
  const registerScripts = watchPhoneMetadata(page);
  await page.goto('/register');
  await expect(page.getByLabel('Phone Number')).toBeVisible();
  expect(await registerScripts()).toBe(true);

  const loginPage = await page.context().newPage();
  const loginScripts = watchPhoneMetadata(loginPage);
  await loginPage.goto('/login');
  await expect(loginPage.getByLabel('Email or Phone Number')).toBeVisible();
  expect(await loginScripts()).toBe(false);

  const member = await newMember('Pia');
  const calendarPage = await page.context().newPage();
  await signIn(calendarPage, member.token);
  const calendarScripts = watchPhoneMetadata(calendarPage);
  await calendarPage.goto('/calendar');
  await new CalendarScreen(calendarPage).expectLoaded();
  await expect(calendarPage.locator('[role="cell"][data-date]').first()).toBeVisible();
  expect(await calendarScripts()).toBe(false);
});

test('a signed-in first visit draws the calendar without a page spinner between the bar and the page', async ({
  page,
}) => {
  // The page's code comes before the first render (main.tsx): a Suspense spinner would make React
  // 19 hold the page back until 300 ms after it showed (lib/preloadable-lazy.tsx).
  const member = await newMember('Ines');
  await signIn(page, member.token);
  await page.addInitScript(() => {
    const seen = { spinner: false };
    Object.assign(window, { __seen: seen });
    new MutationObserver(() => {
      if (document.querySelector('[role="status"][aria-label="Loading"]')) seen.spinner = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/calendar');
  await new CalendarScreen(page).expectLoaded();
  await expect(page.locator('[role="cell"][data-date]').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __seen: { spinner: boolean } }).__seen.spinner)).toBe(false);
});

test('the brand shows while the app downloads, where the app draws it, and the app replaces it', async ({ page }) => {
  // index.html's own bar (.ht-splash): a phone's first visit waits seconds for the code, which
  // this stands in for instead of a blank page.
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await page.goto('/login');
  const splash = page.locator('.ht-splash');
  await expect(splash.getByText('Hangtime', { exact: true })).toBeVisible();
  const splashBrand = await splash.getByText('Hangtime', { exact: true }).boundingBox();

  await page.unroute('**/assets/index-*.js');
  await page.goto('/login');
  await expect(page.getByLabel('Email or Phone Number')).toBeVisible();
  await expect(splash).toHaveCount(0);
  const appBrand = await page
    .getByRole('link', { name: 'Hangtime home' })
    .getByText('Hangtime', { exact: true })
    .boundingBox();
  expect(Math.abs((appBrand?.x ?? 0) - (splashBrand?.x ?? 100))).toBeLessThanOrEqual(2);
});

// The pages whose heading index.html shows before the code (vite.config.ts), with the first words
// of the description the app draws under its heading.
const PAGES_WITH_A_HEADING_BEFORE_THE_CODE = [
  { path: '/calendar', title: 'Calendar', description: /^Your events, working hours/ },
  { path: '/friends', title: 'Friends', description: /^The people you make plans with/ },
  { path: '/availability-windows', title: 'Availability', description: /^The times you're usually free/ },
  { path: '/profile', title: 'Profile', description: /^Your details, calendar connections/ },
];

for (const viewport of [
  { name: 'a desktop', width: 1280, height: 800 },
  { name: 'a 375 px phone', width: 375, height: 812 },
]) {
  test(`a signed-in person sees the calendar's, the friends', the availability and the profile's heading before the code, where the app draws it, on ${viewport.name}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // index.html shows it by an inline script, which the server's CSP allows by its hash only:
    // a wrong hash leaves it hidden, and this fails.
    const member = await newMember('Hana');
    await signIn(page, member.token);
    for (const { path, title, description } of PAGES_WITH_A_HEADING_BEFORE_THE_CODE) {
      await page.route('**/assets/index-*.js', (route) => route.abort());
      await page.goto(path);
      const shell = page.locator('#ht-splash-page');
      await expect(shell.getByRole('heading', { level: 1, includeHidden: true }), path).toBeVisible();
      const shellTitle = await shell.locator('h1').boundingBox();
      const shellTexts = [await shell.locator('h1').textContent(), await shell.locator('p').textContent()];

      await page.unroute('**/assets/index-*.js');
      await page.goto(path);
      const appTitle = page.getByRole('heading', { level: 1, name: title });
      await expect(appTitle, path).toBeVisible();
      await expect(shell).toHaveCount(0);
      expect(shellTexts, path).toEqual([await appTitle.textContent(), await page.getByText(description).textContent()]);
      const appBox = await appTitle.boundingBox();
      expect(Math.abs((appBox?.x ?? 0) - (shellTitle?.x ?? 100)), path).toBeLessThanOrEqual(2);
      expect(Math.abs((appBox?.y ?? 0) - (shellTitle?.y ?? 100)), path).toBeLessThanOrEqual(2);
    }
  });
}

test("a signed-in person's page's code is asked for beside the entry, not once the entry has run", async ({ page }) => {
  // index.html adds the page's chunks as module preloads (vite.config.ts writes their names): with
  // the entry blocked, only that script can have asked for them.
  const member = await newMember('Ola');
  await signIn(page, member.token);
  await page.route('**/assets/index-*.js', (route) => route.abort());
  for (const [path, chunk] of [
    ['/friends', /\/assets\/friends-page-[\w-]+\.js$/],
    ['/profile', /\/assets\/profile-page-[\w-]+\.js$/],
    ['/availability-windows', /\/assets\/availability-windows-page-[\w-]+\.js$/],
    ['/calendar', /\/assets\/calendar-page-[\w-]+\.js$/],
  ] as const) {
    const asked = page.waitForRequest((request) => chunk.test(new URL(request.url()).pathname));
    await page.goto(path);
    await asked;
  }
  // Without a session, nothing is asked for ahead: the page may not be the one shown.
  await page.evaluate(() => window.localStorage.removeItem('token'));
  const pageChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/friends-page-/.test(request.url())) pageChunks.push(request.url());
  });
  await page.goto('/friends');
  await expect(page.locator('.ht-splash').getByText('Hangtime', { exact: true })).toBeVisible();
  expect(pageChunks).toEqual([]);
});

test('a visitor without a session does not see the calendar heading on the way to the login', async ({ page }) => {
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await page.goto('/calendar');
  await expect(page.locator('.ht-splash').getByText('Hangtime', { exact: true })).toBeVisible();
  await expect(page.locator('#ht-splash-page')).toBeHidden();
});
