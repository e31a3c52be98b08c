// Every screen of the app through axe, in light and in dark (issue 26): public pages signed out,
// then a member with friends, evenings, ratings and a pending friend request signed in, through
// the calendar's views, the event form, the bell, Hangtime Now!'s result, an event's details, the
// assisted flow's steps, the availability form and every page of the bar. No serious or critical
// violation of WCAG 2.1 A/AA; a failure names each rule and where it failed, for every screen at
// once (soft assertions). One browser context per colour scheme, the screens in sequence.
// REVIEW_SCREENSHOTS=1 leaves a picture of each at a desktop's and a phone's width in /tmp/shots/a11y/.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { AssistedFlow } from './pages/assisted-flow';
import { axeCheck, WCAG_21_AA_TAGS } from './support/axe';
import { CalendarScreen, type CalendarView } from './pages/calendar-page';
import { NotificationBell } from './pages/notification-bell';
import { HangtimeNow } from './pages/scheduling';
import {
  BROOKLYN_HEIGHTS,
  BROOKLYN_WILLIAMSBURG,
  MANHATTAN_SOHO,
  MANHATTAN_UNION_SQUARE,
  readyToPlan,
} from './support/assisted-flow';
import { sendRequestThroughApi } from './support/friends';
import { callApi } from './support/scheduling';
import { areReviewScreenshotsOn, reviewScreenshot } from './support/review-screenshots';
import { newMember, type Member } from './support/session';

type Scheme = 'light' | 'dark';
const NEW_YORK = 'America/New_York';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

const publicPages: [path: string, name: string][] = [
  ['/', 'landing'],
  ['/splash', 'splash'],
  ['/login', 'login'],
  ['/register', 'register'],
  ['/forgot-password', 'forgot-password'],
  ['/verify-email', 'verify-email'],
  ['/email-optout', 'email-optout'],
  ['/terms', 'terms'],
  ['/privacy', 'privacy'],
  ['/no-such-page', 'not-found'],
];

const memberPages: [path: string, name: string][] = [
  ['/onboarding', 'onboarding'],
  ['/friends', 'friends'],
  ['/availability-windows', 'availability'],
  ['/working-hours', 'working-hours'],
  ['/upcoming-events', 'upcoming-events'],
  ['/profile', 'profile'],
  ['/profile?tab=preferences', 'profile-preferences'],
  ['/profile?tab=locations', 'profile-locations'],
  ['/google-callback', 'google-callback'],
];

// Week first (the calendar opens on it); a desktop offers no 3 Days (a phone's Week).
const calendarViews: CalendarView[] = ['2 Weeks', 'Month', 'Upcoming'];

/** Sam, three friends in New York ready to plan with him (one inviting him), and a stranger asking to be his friend. */
async function memberWithData(): Promise<Member> {
  const [sam, ana, ben, cy] = await Promise.all(['Sam', 'Ana', 'Ben', 'Cy'].map((name) => newMember(name, NEW_YORK)));
  await readyToPlan(
    sam!,
    new Map([
      [sam!, MANHATTAN_SOHO],
      [ana!, BROOKLYN_HEIGHTS],
      [ben!, MANHATTAN_UNION_SQUARE],
      [cy!, BROOKLYN_WILLIAMSBURG],
    ]),
  );
  const dana = await newMember('Dana', NEW_YORK);
  await sendRequestThroughApi(dana, sam!.person.email);
  await inviteThroughApi(ana!, sam!);
  return sam!;
}

/** `organizer` invites `guest` to a hangout the day after tomorrow: "need response" and the bell. */
async function inviteThroughApi(organizer: Member, guest: Member) {
  const me = await callApi<{ id?: string; user?: { id: string } }>(guest, 'GET', '/api/auth/me');
  const { categories } = await callApi<{ categories: { id: number; name: string }[] }>(
    organizer,
    'GET',
    '/api/categories',
  );
  const start = new Date(Date.now() + 48 * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  await callApi(organizer, 'POST', '/api/calendar/events', {
    title: 'Board games',
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 2 * 3600_000).toISOString(),
    all_day: false,
    timezone: NEW_YORK,
    category_id: categories.find((category) => category.name === 'Event')?.id,
    location: 'Corner Café',
    location_address: '1 Main St',
    is_recurring: false,
    participant_ids: [me.id ?? me.user?.id],
    source: 'manual',
  });
}

/** The page has drawn its data: its heading, and no skeleton or spinner still announced. */
async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** A dialog fully faded in: axe measures contrast on what is drawn. */
async function shown(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
}

async function check(page: Page, scheme: Scheme, screen: string) {
  // Names, roles and structure do not change with the scheme: light runs every WCAG 2.1 A and AA
  // rule, dark the ones about colour (half the time, and the run stays short).
  const axe = axeCheck(page);
  if (scheme === 'light') axe.withTags(WCAG_21_AA_TAGS);
  else axe.withRules(['color-contrast', 'link-in-text-block']);
  const { violations } = await axe.analyze();
  const severe = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const where = severe.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} at ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
    ),
  );
  expect
    .soft(
      severe.map((violation) => violation.id),
      `${screen} (${scheme})\n${where.join('\n')}`,
    )
    .toEqual([]);
  if (areReviewScreenshotsOn()) {
    await reviewScreenshot(page, `a11y/${screen}-${scheme}-desktop`);
    await page.setViewportSize(PHONE);
    await reviewScreenshot(page, `a11y/${screen}-${scheme}-phone`, { fullPage: true });
    await page.setViewportSize(DESKTOP);
  }
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} scheme`, () => {
    test.use({ colorScheme: scheme, viewport: DESKTOP, timezoneId: NEW_YORK });

    test(`every screen has no serious or critical axe violation (${scheme})`, async ({ page }) => {
      // Some forty screens in sequence on a shared two-core machine: more than the suite's default.
      test.setTimeout(areReviewScreenshotsOn() ? 480_000 : 300_000);
      const sam = await memberWithData();

      for (const [path, name] of publicPages) {
        await page.goto(path);
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await check(page, scheme, name);
      }

      await page.evaluate((token) => window.localStorage.setItem('token', token), sam.token);
      const calendar = new CalendarScreen(page);
      await calendar.open();
      await expect(calendar.needsResponseBadge()).toBeVisible();
      await expect(calendar.invitation('Board games')).toBeVisible();
      await check(page, scheme, 'calendar-week');
      for (const view of calendarViews) {
        await calendar.showView(view);
        await check(page, scheme, `calendar-${view.replace(/\s+/g, '-').toLowerCase()}`);
      }
      // The rest from Upcoming, the last view: Week again would open on the week Month began with
      // (a past one, with nothing focusable in its scrolling grid: a known gap, behaviour.md).

      const eventForm = await calendar.openManualEvent();
      await shown(eventForm.dialog());
      await expect(eventForm.dialog().getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      await check(page, scheme, 'event-form');
      await page.keyboard.press('Escape');
      await expect(eventForm.dialog()).toBeHidden();

      const bell = new NotificationBell(page);
      await bell.open();
      await check(page, scheme, 'bell');
      await bell.button().click();
      await expect(bell.panel()).toBeHidden();

      const flow = new AssistedFlow(page);
      await flow.open();
      await shown(flow.dialog());
      await check(page, scheme, 'flow-step1-time');
      await flow.slots().first().check();
      await flow.press('Next');
      await flow.expectStep(2);
      await check(page, scheme, 'flow-step2-friends');
      await flow.press('Next');
      await flow.expectStep(3);
      await check(page, scheme, 'flow-step3-types');
      await flow.dialog().getByRole('checkbox').first().check();
      await flow.press('Next');
      await flow.expectStep(4);
      await expect(flow.venues().first()).toBeVisible();
      await expect(flow.dialog().locator('.leaflet-container')).toBeVisible();
      await check(page, scheme, 'flow-step4-venues');
      await page.keyboard.press('Escape');
      await expect(flow.dialog()).toBeHidden();

      const hangtimeNow = new HangtimeNow(page);
      await hangtimeNow.press();
      await shown(hangtimeNow.success());
      await check(page, scheme, 'hangtime-now-result');
      const title = (await hangtimeNow.createdTitle().textContent()) ?? '';
      await hangtimeNow.success().getByRole('button', { name: 'View Event Details' }).click();
      const details = page.getByRole('dialog', { name: title });
      await shown(details);
      await check(page, scheme, 'event-details');
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();

      for (const [path, name] of memberPages) {
        await page.goto(path);
        await settle(page);
        await check(page, scheme, name);
        if (name === 'availability') {
          await page.getByRole('button', { name: 'Add Availability Window' }).click();
          const windowForm = page.getByRole('dialog', { name: 'Add Availability Window' });
          await shown(windowForm);
          await check(page, scheme, 'availability-form');
          await page.keyboard.press('Escape');
          await expect(windowForm).toBeHidden();
        }
      }
    });
  });
}
