// Live updates (issue 26): two people, each in a browser of their own. An invitation made in one
// appears in the other's bell and "need response" without a reload, and the answer made there
// reaches the organizer's calendar the same way; a friend request and its acceptance likewise reach
// the other's Friends screen.
import { expect, type Page } from '@playwright/test';
import { CalendarScreen, fillEventForm } from './pages/calendar-page';
import { FriendsPage } from './pages/friends-page';
import { NotificationBell } from './pages/notification-bell';
import { befriendThroughApi, fullName, test } from './support/friends';
import { areReviewScreenshotsOn, reviewScreenshot } from './support/review-screenshots';
import { newMember } from './support/session';

type Marked = { liveUpdatesMarker?: string };

/** Opens a screen and waits until its live-updates stream has answered (it is listening then). */
async function openLive<Screen extends { open(): Promise<void> }>(page: Page, screen: Screen): Promise<Screen> {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/live-updates');
  await screen.open();
  expect((await stream).status()).toBe(200);
  // A mark on this document: still there at the end means the page was never reloaded.
  await page.evaluate(() => void ((window as Marked).liveUpdatesMarker = 'same page'));
  return screen;
}

const openLiveCalendar = (page: Page) => openLive(page, new CalendarScreen(page));

/**
 * The paths of the reads a page sends once its write to `writePath` (a POST) has been answered, and
 * the bell's refetch among them, which after a write of events only a live signal asks for.
 */
function readsAfterTheWrite(page: Page, writePath: string) {
  const paths: string[] = [];
  let isAnswered = false;
  const pathOf = (url: string) => new URL(url).pathname;
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && pathOf(response.url()) === writePath) isAnswered = true;
  });
  page.on('request', (request) => {
    if (isAnswered && request.method() === 'GET') paths.push(pathOf(request.url()));
  });
  const bellRefetched = page.waitForResponse(
    (response) => isAnswered && pathOf(response.url()) === '/api/notifications/unified',
  );
  return { paths: () => [...paths], bellRefetched };
}

const isSamePage = (page: Page) => page.evaluate(() => (window as Marked).liveUpdatesMarker);

test("an invitation made in one browser appears in the other's bell without a reload, and the answer comes back", async ({
  tabFor,
}) => {
  const olive = await newMember('Olive');
  const sam = await newMember('Sam');
  await befriendThroughApi(olive, sam);
  const title = `Live picnic ${Date.now()}`;

  const samScreen = await openLiveCalendar(await tabFor(sam, sam.person.timezone));
  const samBell = new NotificationBell(samScreen.page);
  await expect(samScreen.needsResponseBadge()).toHaveCount(0);
  // The bell asks again whenever it opens, so its count, read closed, is what shows a live update.
  const countBefore = (await samBell.badge().count()) === 0 ? 0 : Number(await samBell.badge().textContent());

  const oliveScreen = await openLiveCalendar(await tabFor(olive, olive.person.timezone));
  const tomorrow = await oliveScreen.localDate(1);
  const create = await oliveScreen.openManualEvent();
  await fillEventForm(create, {
    title,
    date: tomorrow,
    startTime: '18:00',
    endTime: '19:00',
    inviteFriend: fullName(sam),
  });
  const oliveReads = readsAfterTheWrite(oliveScreen.page, '/api/calendar/events');
  await create.dialog().getByRole('button', { name: 'Create Event' }).click();
  await expect(create.dialog()).toBeHidden();
  // Olive's own change is read once: the form's answer refetches the calendar, and the signals of
  // the same change, which come with it, refetch only what the form did not: the bell.
  await oliveReads.bellRefetched;
  expect(oliveReads.paths().filter((path) => path === '/api/calendar/events/pending-invitations')).toHaveLength(1);
  await oliveScreen.showDate(tomorrow);
  await expect(oliveScreen.event(new RegExp(title), tomorrow)).toHaveClass(/hangtime-event-pending/);

  // Sam's page, untouched since it loaded: the bell counts the invitation and lists it.
  await expect(samBell.badge()).toHaveText(String(countBefore + 1));
  await expect(samScreen.needsResponseBadge()).toHaveText('1 need response');
  await samBell.open();
  await expect(samBell.section('Event Invitations')).toContainText(title);
  expect(await isSamePage(samScreen.page)).toBe('same page');
  await reviewScreenshot(samScreen.page, 'live-updates-bell-1280');
  await samScreen.page.keyboard.press('Escape');
  await expect(samBell.panel()).toBeHidden();
  if (areReviewScreenshotsOn()) {
    // The phone's bell (the bar draws another one there), opened on the same page.
    await samScreen.page.setViewportSize({ width: 375, height: 812 });
    await samBell.open();
    await reviewScreenshot(samScreen.page, 'live-updates-bell-375');
    await samScreen.page.keyboard.press('Escape');
    await samScreen.page.setViewportSize({ width: 1280, height: 720 });
  }

  // Sam accepts; Olive's calendar, never reloaded either, stops showing the event as pending.
  await samScreen.needsResponseBadge().click();
  await samScreen.answerInvitation(title, 'Accept');
  await expect(samScreen.needsResponseBadge()).toHaveCount(0);
  await expect(oliveScreen.event(new RegExp(title), tomorrow)).not.toHaveClass(/hangtime-event-pending/);
  expect(await isSamePage(oliveScreen.page)).toBe('same page');
});

test("a friend request sent in one browser shows on the other's Friends screen without a reload, and the acceptance comes back", async ({
  tabFor,
}) => {
  const ana = await newMember('Ana');
  const bo = await newMember('Bo');
  const boPage = await tabFor(bo);
  const boScreen = await openLive(boPage, new FriendsPage(boPage));
  const anaPage = await tabFor(ana);
  const anaScreen = await openLive(anaPage, new FriendsPage(anaPage));

  await anaScreen.addByEmail(bo.person.email);
  await expect(anaScreen.sentRequest(bo.person.email)).toBeVisible();
  await expect(boScreen.pendingRequest(fullName(ana))).toBeVisible();

  await boScreen.accept(fullName(ana));
  await expect(anaScreen.friend(fullName(bo))).toBeVisible();
  await expect(anaScreen.sentRequest(bo.person.email)).toHaveCount(0);
  expect(await isSamePage(anaPage)).toBe('same page');
  expect(await isSamePage(boPage)).toBe('same page');
});
