// The notification bell and the setup reminders that follow a login: a friend's request in the
// bell and where it leads, the three banners of a bare account and their dismissal, nothing for a
// set-up account, the empty bell, the keyboard path, and screenshots at desktop and phone widths.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { NotificationBell, SetupReminders, waitForPostLoginChecks } from './pages/notification-bell';
import { AUTO_VERIFIED_DOMAIN, registerThroughApi } from './support/api';
import { befriendThroughApi, sendRequestThroughApi, test } from './support/friends';
import { APP_PORT } from './support/ports';
import { newMember, signIn, type Member } from './support/session';
import { reviewScreenshot } from './support/review-screenshots';
import { newPerson } from './support/users';

const api = `http://127.0.0.1:${APP_PORT}`;
const payload = '<img src=x onerror="window.__pwned=1">';

async function callApi<T>(member: Member, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${member.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * A friend, a daily window that covers the next two weeks, and one liked activity. The friend
 * asks and the member accepts, so the member gets no "request accepted" notification.
 */
async function setUpThroughApi(member: Member): Promise<void> {
  await befriendThroughApi(await newMember('Cam'), member);
  await callApi(member, 'POST', '/api/availability-windows', {
    window_name: 'Evenings',
    start_time: '18:00',
    end_time: '22:00',
    timezone: 'UTC',
    address: '12 Elm St, Springfield, IL 62701',
    start_date: isoDay(-1),
    end_date: isoDay(365),
    is_repeating: true,
    frequency: 'daily',
  });
  const { categories } = await callApi<{ categories: { id: number; subcategories: { id: number }[] }[] }>(
    member,
    'GET',
    '/api/preferences/categories',
  );
  const [category] = categories;
  if (!category?.subcategories[0]) throw new Error('no activity to rate');
  await callApi(member, 'PUT', `/api/preferences/categories/${category.id}`, {
    preferences: [{ subtype_id: category.subcategories[0].id, rating: 'like' }],
  });
}

/** Opens the calendar signed in; answers the post-login checks' responses once they are in. */
async function openCalendar(page: Page, member: Member) {
  await signIn(page, member.token);
  const checks = waitForPostLoginChecks(page);
  await page.goto('/calendar');
  await expect(new NotificationBell(page).button()).toBeVisible();
  return await checks;
}

async function shoot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
  await reviewScreenshot(page, `bell-${name}-${width}`);
}

test("a friend's request shows in the bell, opens by keyboard, and leads to /friends", async ({ page }) => {
  const ana = await newMember('Ana');
  await setUpThroughApi(ana);
  const id = randomUUID().slice(0, 8);
  const boPerson = newPerson({ firstName: payload, lastName: `Bo${id}`, email: `bo.${id}@${AUTO_VERIFIED_DOMAIN}` });
  const bo: Member = { person: boPerson, token: await registerThroughApi(boPerson) };
  await sendRequestThroughApi(bo, ana.person.email);

  const bell = new NotificationBell(page);
  await openCalendar(page, ana);
  await expect(bell.badge()).toHaveText('1');
  await expect(bell.button()).toHaveAccessibleDescription('1 new');

  // Enter opens it, the focus goes inside, Escape closes it and gives the focus back.
  await bell.button().focus();
  await page.keyboard.press('Enter');
  await expect(bell.panel()).toBeVisible();
  await expect(bell.header()).toHaveText('1 Item(s)');
  const request = bell.section('Friend Requests').getByRole('link', { name: new RegExp(`Bo${id}`) });
  await expect(request).toBeFocused();
  await expect(request).toContainText(`${payload} Bo${id}`);
  await expect(bell.panel().getByRole('link', { name: 'View All Events' })).toHaveAttribute('href', '/');
  await page.keyboard.press('Escape');
  await expect(bell.panel()).toBeHidden();
  await expect(bell.button()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(bell.panel()).toBeVisible();
  await expect(bell.panel()).toHaveCSS('opacity', '1');

  await shoot(page, 'items', 1280);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 375, height: 812 });
  await bell.open();
  await shoot(page, 'items', 375);

  await bell
    .section('Friend Requests')
    .getByRole('link', { name: new RegExp(`Bo${id}`) })
    .click();
  await expect(page).toHaveURL(/\/friends$/);
  await expect(bell.panel()).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('a bare account gets the three reminders after login, each dismissible', async ({ page }) => {
  const member = await newMember('Dee');
  await signIn(page, member.token);
  const reminders = new SetupReminders(page);
  const bell = new NotificationBell(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/calendar');
  await expect(bell.button()).toBeVisible();

  // One card at a time, on a desktop as on a phone: "1 of 3" pages through them.
  await expect(reminders.banners()).toHaveCount(1);
  await expect(reminders.region()).toContainText('1 of 3');
  // The one-second delay itself is a unit test's (fake timers): tests here assert no timings.
  await expect(reminders.banner('No Availability Windows')).toContainText("You haven't set any availability yet!");
  await expect(
    reminders.banner('No Availability Windows').getByRole('link', { name: 'Set Availability' }),
  ).toHaveAttribute('href', '/availability-windows');
  await shoot(page, 'banners', 1280);
  await shoot(page, 'banners', 375);
  await page.setViewportSize({ width: 1280, height: 900 });
  await reminders.show('No Friends Yet');
  await expect(reminders.banner('No Friends Yet')).toContainText("Looks like you don't have any contacts yet!");
  await expect(reminders.banner('No Friends Yet').getByRole('link', { name: 'Add Friends' })).toHaveAttribute(
    'href',
    '/friends',
  );
  await reminders.show('No Activity Preferences');
  await expect(reminders.banner('No Activity Preferences')).toContainText(
    "You haven't set any activity preferences yet!",
  );
  await expect(
    reminders.banner('No Activity Preferences').getByRole('link', { name: 'Set Preferences' }),
  ).toHaveAttribute('href', '/profile');
  await expect(bell.badge()).toHaveText('3');

  await reminders.dismiss('No Friends Yet');
  await expect(reminders.region()).toContainText(' of 2');
  await reminders.dismiss('No Availability Windows');
  await reminders.dismiss('No Activity Preferences');
  await expect(reminders.region()).toHaveCount(0);

  // Dismissed for the session: moving between screens does not bring them back.
  await page
    .getByRole('navigation', { name: 'Main' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Profile' })
    .click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(reminders.region()).toHaveCount(0);

  // The bell keeps them until they are followed.
  await bell.open();
  await expect(bell.header()).toHaveText('3 Item(s)');
  await bell.item(/No Activity Preferences/).click();
  await expect(page).toHaveURL(/\/profile\?tab=preferences$/);
  await expect(bell.badge()).toHaveText('2');
});

test('a set-up account gets no reminders, and an empty bell says so', async ({ page }) => {
  const member = await newMember('Eli');
  await setUpThroughApi(member);
  const bell = new NotificationBell(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const checks = await openCalendar(page, member);
  expect(checks.map((response) => response.status())).toEqual([200, 200, 200]);

  await bell.open();
  await expect(bell.header()).toHaveText('No Notifications');
  await expect(bell.panel().getByText("You're all caught up!")).toBeVisible();
  await expect(bell.badge()).toHaveCount(0);
  await expect(new SetupReminders(page).region()).toHaveCount(0);
  await shoot(page, 'empty', 1280);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 375, height: 812 });
  await bell.open();
  await shoot(page, 'empty', 375);
});
