// The calendar: an invitation made through Manual Event reaches the friend's "need response"
// badge and list, is accepted there, and comes back as updated when the organizer moves it; a
// weekly series shows on each of its days in Week, 2 Weeks and Month with its title as plain text;
// phones get "Upcoming Events" and a link to every upcoming event; a failed load says so and
// recovers with Retry. The calendar draws in the profile's zone: tabs run in the member's own zone
// unless a test is about another one.
import { expect, type Page } from '@playwright/test';
import { CalendarScreen, fillEventForm } from './pages/calendar-page';
import { APP_PORT } from './support/ports';
import { befriendThroughApi, fullName, test } from './support/friends';
import { newMember, type Member } from './support/session';

const api = `http://127.0.0.1:${APP_PORT}`;

async function call<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

async function organizerAndGuest() {
  const olive = await newMember('Olive');
  const sam = await newMember('Sam');
  await befriendThroughApi(olive, sam);
  return { olive, sam };
}

/** Monday of this week at 12:00 and the next three Monday/Thursday dates, where the browser is. */
async function mondaysAndThursdays(page: Page) {
  return page.evaluate(() => {
    const pad = (value: number) => String(value).padStart(2, '0');
    const iso = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    const monday = new Date();
    monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
    monday.setHours(12, 0, 0, 0);
    const dates = [0, 3, 7, 10].map((offset) =>
      iso(new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + offset)),
    );
    // The series repeats in the browser's zone so its weekdays are the grid's; lib/datetime does not run in here.
    // eslint-disable-next-line no-restricted-syntax
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return { startIso: monday.toISOString(), zone, dates };
  });
}

/** A weekly series on Mondays and Thursdays, four instances from this week's Monday at noon. */
async function createWeeklySeries(organizer: Member, title: string, startIso: string, zone: string) {
  const { categories } = await call<{ categories: { id: number; name: string }[] }>(
    'GET',
    '/api/categories',
    organizer.token,
  );
  const category = categories.find((item) => item.name === 'Event');
  if (!category) throw new Error('no Event category');
  await call('POST', '/api/calendar/events', organizer.token, {
    title,
    start_time: startIso,
    end_time: new Date(Date.parse(startIso) + 3600_000).toISOString(),
    all_day: false,
    timezone: zone,
    category_id: category.id,
    is_recurring: true,
    // The event form counts weekdays from Sunday: 1 = Monday, 4 = Thursday.
    recurring_pattern: { recurrence_type: 'weekly', interval: 1, days_of_week: [1, 4], end_occurrences: 4 },
    participant_ids: [],
    source: 'manual',
  });
}

test('an invitation made with Manual Event is answered from the list and comes back when it moves', async ({
  tabFor,
}) => {
  const { olive, sam } = await organizerAndGuest();
  const title = `Picnic ${Date.now()}`;

  const oliveScreen = new CalendarScreen(await tabFor(olive, olive.person.timezone));
  await oliveScreen.open();
  const tomorrow = await oliveScreen.localDate(1);
  const create = await oliveScreen.openManualEvent();
  await fillEventForm(create, {
    title,
    date: tomorrow,
    startTime: '18:00',
    endTime: '19:00',
    inviteFriend: fullName(sam),
  });
  await create.dialog().getByRole('button', { name: 'Create Event' }).click();
  await expect(create.dialog()).toBeHidden();
  await expect(oliveScreen.page.getByRole('status').filter({ hasText: 'Added to your calendar' })).toBeVisible();
  await oliveScreen.showDate(tomorrow);
  // Nobody has said yes yet: the organizer's own event is styled as pending, without the prefix.
  await expect(oliveScreen.event(new RegExp(title), tomorrow)).toBeVisible();
  await expect(oliveScreen.event(new RegExp(title), tomorrow)).toHaveClass(/hangtime-event-pending/);
  await expect(oliveScreen.event(/PENDING:/, tomorrow)).toHaveCount(0);

  const samScreen = new CalendarScreen(await tabFor(sam, sam.person.timezone));
  await samScreen.open();
  await expect(samScreen.needsResponseBadge()).toHaveText('1 need response');
  await samScreen.showDate(tomorrow);
  await expect(samScreen.event(`6:00 – 7:00 PENDING: ${title}`, tomorrow)).toBeVisible();
  await samScreen.needsResponseBadge().click();
  await expect(samScreen.needsResponseList()).toBeInViewport();
  await samScreen.answerInvitation(title, 'Accept');
  await expect(samScreen.needsResponseBadge()).toHaveCount(0);
  await expect(samScreen.needsResponseList()).toHaveCount(0);
  await expect(samScreen.event(`6:00 – 7:00 ${title}`, tomorrow)).toBeVisible();

  await oliveScreen.reload();
  await oliveScreen.showDate(tomorrow);
  const edit = await (await oliveScreen.openEvent(new RegExp(title), title, tomorrow)).edit();
  await fillEventForm(edit, { startTime: '20:00', endTime: '21:00' });
  await edit.dialog().getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.dialog()).toBeHidden();
  await expect(oliveScreen.page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
  await expect(oliveScreen.event(`8:00 – 9:00 ${title}`, tomorrow)).toBeVisible();

  await samScreen.reload();
  await expect(samScreen.needsResponseBadge()).toHaveText('1 need response');
  await expect(samScreen.invitation(title)).toContainText('Updated');
  await expect(samScreen.invitation(title)).toContainText('8:00 PM');
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a weekly series shows on each of its days in Week, 2 Weeks and Month, its title as text', async ({ tabFor }) => {
  const olive = await newMember('Olive');
  const screen = new CalendarScreen(await tabFor(olive, olive.person.timezone));
  await screen.open();
  const { startIso, zone, dates } = await mondaysAndThursdays(screen.page);
  const title = `Book club <img src=x onerror="window.__pwned=1"> ${Date.now()}`;
  await createWeeklySeries(olive, title, startIso, zone);
  await screen.reload();
  const named = new RegExp(escapeRegExp(title));

  await expect(screen.event(named)).toHaveCount(2);
  for (const date of dates.slice(0, 2)) await expect(screen.event(named, date)).toBeVisible();
  expect(await screen.page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(screen.page.locator('img[src="x"]')).toHaveCount(0);

  await screen.showView('2 Weeks');
  await expect(screen.event(named)).toHaveCount(4);
  for (const date of dates) await expect(screen.event(named, date)).toBeVisible();

  await screen.showView('Month');
  // This week is always in this month's grid; next week is when the month goes on.
  const shown = [];
  for (const date of dates) if ((await screen.day(date).count()) > 0) shown.push(date);
  expect(shown.length).toBeGreaterThanOrEqual(2);
  for (const date of shown) await expect(screen.event(named, date)).toBeVisible();
  await expect(screen.event(named)).toHaveCount(shown.length);

  await screen.showView('Week');
  await screen.navButton('Next').click();
  await screen.expectLoaded();
  for (const date of dates.slice(2)) await expect(screen.event(named, date)).toBeVisible();
  await screen.navButton('Next').click();
  await screen.expectLoaded();
  await expect(screen.event(named)).toHaveCount(0);
});

test('a phone offers "Upcoming Events", a list without previous and next', async ({ tabFor }) => {
  const olive = await newMember('Olive');
  const page = await tabFor(olive, olive.person.timezone);
  await page.setViewportSize({ width: 375, height: 740 });
  const screen = new CalendarScreen(page);
  await screen.open();
  await expect(screen.viewToggle().getByText('Upcoming Events', { exact: true })).toBeVisible();
  await expect(screen.navButton('Next')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await screen.showView('Upcoming Events');
  await expect(page.getByLabel('Status')).toBeVisible();
  await expect(screen.navButton('Next')).toHaveCount(0);
  await expect(screen.navButton('Previous')).toHaveCount(0);
  await page.getByRole('link', { name: 'See all upcoming events' }).click();
  await expect(page).toHaveURL(/\/upcoming-events$/);
});

test('a phone shows Week as three days from today, moved by three with the arrows or a swipe', async ({ tabFor }) => {
  const olive = await newMember('Olive');
  const page = await tabFor(olive, olive.person.timezone);
  await page.setViewportSize({ width: 375, height: 740 });
  const screen = new CalendarScreen(page);
  await screen.open();
  const week = screen.viewToggle().getByRole('radio', { name: '3 Days' });
  await expect(week).toBeChecked();
  const grid = page.locator('[data-grid-view="timeGridThreeDay"]');
  await expect(grid).toBeVisible();
  const shownDates = async () =>
    [
      ...new Set(
        await grid
          .locator('[role="columnheader"][data-date], [role="cell"][data-date]')
          .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date'))),
      ),
    ].sort();
  const today = await screen.localDate(0);
  expect(await shownDates()).toEqual([today, await screen.localDate(1), await screen.localDate(2)]);
  // Nothing runs off the screen: the three columns fit, with their names whole.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const gridBox = await grid.boundingBox();
  expect(gridBox && gridBox.x + gridBox.width).toBeLessThanOrEqual(375);
  // Today's column is marked.
  await expect(grid.locator('.hangtime-today').first()).toBeVisible();

  await screen.navButton('Next').click();
  await screen.expectLoaded();
  await expect
    .poll(shownDates)
    .toEqual([await screen.localDate(3), await screen.localDate(4), await screen.localDate(5)]);
  await screen.navButton('Today').click();
  await expect.poll(shownDates).toEqual([today, await screen.localDate(1), await screen.localDate(2)]);

  // A swipe to the left brings the next three days, to the right the three before.
  const swipe = (fromX: number, toX: number) =>
    grid.evaluate(
      (element, [startX, endX]) => {
        const point = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: 400 });
        element.dispatchEvent(new TouchEvent('touchstart', { touches: [point(startX!)], bubbles: true }));
        element.dispatchEvent(new TouchEvent('touchend', { changedTouches: [point(endX!)], bubbles: true }));
      },
      [fromX, toX],
    );
  await swipe(300, 80);
  await expect
    .poll(shownDates)
    .toEqual([await screen.localDate(3), await screen.localDate(4), await screen.localDate(5)]);
  await swipe(80, 300);
  await expect.poll(shownDates).toEqual([today, await screen.localDate(1), await screen.localDate(2)]);

  // The view chosen is remembered: Month stays Month after a reload, and a wide screen's Week is seven days.
  await screen.showView('Month');
  await screen.reload();
  await expect(screen.viewToggle().getByRole('radio', { name: 'Month' })).toBeChecked();
  await screen.showView('3 Days');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.locator('[data-grid-view="timeGridWeek"]').first()).toBeVisible();
  await expect(screen.viewToggle().getByRole('radio', { name: 'Week', exact: true })).toBeChecked();
});

test("a device in another zone draws the profile's zone and offers to switch or keep it", async ({ tabFor }) => {
  const olive = await newMember('Olive', 'America/New_York');
  const screen = new CalendarScreen(await tabFor(olive, 'Europe/Paris'));
  await screen.open();
  const notice = screen.page.getByRole('region', { name: 'Time zone' });
  await expect(notice).toContainText('America/New_York');
  await notice.getByRole('button', { name: 'Keep America/New_York' }).click();
  await expect(notice).toHaveCount(0);
  await screen.reload();
  await expect(screen.page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  // A day's "+" opens the form at 9:00 on the profile's clock (3:00 PM in Paris, where the device is).
  await screen.page
    .getByRole('button', { name: /^Add event on / })
    .first()
    .click();
  await expect(screen.page.getByRole('dialog', { name: 'Create Event' }).getByLabel('Start time')).toHaveValue('09:00');
});

test('a press in the week grid opens Create Event at the quarter hour pressed', async ({ tabFor }) => {
  const olive = await newMember('Olive');
  const screen = new CalendarScreen(await tabFor(olive, olive.person.timezone));
  await screen.open();
  await screen.dismissSetupReminders();
  const grid = screen.page.locator('[data-grid-view]');
  // An hour a row (as Google Calendar draws it), 80 px tall: a quarter of the way down 2 PM is 2:15.
  const twoPm = grid.locator('[data-time="14:00:00"]').first();
  await twoPm.scrollIntoViewIfNeeded();
  // The label cell is as tall as its text; the row around it is the hour.
  const row = await twoPm.locator('xpath=..').boundingBox();
  const thursday = await grid.getByRole('columnheader').nth(3).boundingBox();
  if (!row || !thursday) throw new Error('the grid has no 2 PM row or no Thursday');
  expect(Math.round(row.height)).toBe(80);
  await screen.page.mouse.click(thursday.x + thursday.width / 2, row.y + 80 / 4 + 6);
  await expect(screen.page.getByRole('dialog', { name: 'Create Event' }).getByLabel('Start time')).toHaveValue('14:15');
});

test('a failed load says "Failed to load calendar data" and Retry brings the calendar back', async ({ tabFor }) => {
  const olive = await newMember('Olive');
  const page = await tabFor(olive, olive.person.timezone);
  let isFailing = true;
  await page.route('**/api/calendar/events?*', (route) =>
    isFailing ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }) : route.fallback(),
  );
  const screen = new CalendarScreen(page);
  await page.goto('/calendar');
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to load calendar data' });
  // Server failures are retried twice (after 1 and 2 seconds) before the message shows.
  await expect(alert).toBeVisible({ timeout: 40_000 });
  await screen.dismissSetupReminders();

  isFailing = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toHaveCount(0);
  await screen.expectLoaded();
  await expect(page.getByText('Nothing planned here yet.', { exact: false })).toBeVisible();
});
