// Regular hangouts (issue 26): the organizer makes a hangout a regular thing from its modal, by
// keyboard; the next one is offered at once in the bell; the Suggested Event modal says why, and
// sends it with one click. Stop ends it.
import { expect } from '@playwright/test';
import { UpcomingEventsScreen } from './pages/event-modal';
import { NotificationBell } from './pages/notification-bell';
import { SuggestedEventDialog } from './pages/scheduling';
import { createEventThroughApi } from './support/events';
import { befriendThroughApi, test } from './support/friends';
import type { Page } from '@playwright/test';
import { areReviewScreenshotsOn, reviewScreenshot } from './support/review-screenshots';
import { addDailyWindow, callApi } from './support/scheduling';
import { newMember } from './support/session';

/** Review pictures on a desktop and on a 375 px phone, light and dark (only with REVIEW_SCREENSHOTS=1). */
async function shoot(page: Page, name: string) {
  if (!areReviewScreenshotsOn()) return;
  const desktop = page.viewportSize();
  await reviewScreenshot(page, name);
  await page.setViewportSize({ width: 375, height: 812 });
  await reviewScreenshot(page, `${name}-phone`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await reviewScreenshot(page, `${name}-phone-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
  if (desktop) await page.setViewportSize(desktop);
}

test('the organizer makes a hangout regular and is offered the next one, with why', async ({ tabFor }) => {
  const olive = await newMember('Olive');
  const dana = await newMember('Dana');
  await befriendThroughApi(olive, dana);
  await addDailyWindow(olive, '18:00', '22:00');
  await addDailyWindow(dana, '18:00', '22:00');
  const title = `Board games <script>window.__hacked = 1</script> ${Date.now()}`;
  const event = await createEventThroughApi(olive, title, 30, [dana]);

  const screen = new UpcomingEventsScreen(await tabFor(olive));
  const page = screen.page;
  await screen.open();
  const modal = await screen.openEvent(title);
  const regular = modal.dialog().getByTestId('regular-hangout');
  await expect(regular).toContainText('Make it a regular thing');
  await shoot(page, 'regular-before');

  await regular.getByLabel('How often').selectOption({ label: 'Every week' });
  await regular.getByRole('button', { name: 'Make it regular' }).focus();
  await page.keyboard.press('Enter');
  await expect(regular).toContainText('Regular: every week with Dana');
  await expect(regular.getByRole('button', { name: 'Stop' })).toBeVisible();
  await shoot(page, 'regular-made');

  // The next week's hangout waits in the bell; it opens the Suggested Event modal with the note.
  await page.keyboard.press('Escape');
  const bell = new NotificationBell(page);
  await bell.open();
  await bell.item(/Suggested hangout/).click();
  const suggested = new SuggestedEventDialog(page);
  await expect(suggested.dialog()).toBeVisible();
  const note = suggested.dialog().getByTestId('regular-offer-explanation');
  await expect(note).toContainText('Every week with Dana: the time in the week of');
  await expect(suggested.field('Title')).toHaveValue(title);
  await shoot(page, 'regular-offer');
  await suggested.create();
  await expect(suggested.dialog()).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();

  const invitations = await callApi<{ invitations: { title: string }[] }>(
    dana,
    'GET',
    '/api/calendar/events/pending-invitations',
  );
  expect(invitations.invitations.filter((invitation) => invitation.title === title)).toHaveLength(2);

  // Stopped: the form is back.
  const stopped = await callApi<{ regular: { is_active: boolean } }>(
    olive,
    'DELETE',
    `/api/calendar/events/${event.id}/regular`,
  );
  expect(stopped.regular.is_active).toBe(false);
});

test('a guest on the hangout is not offered to make it regular', async ({ tabFor }) => {
  const olive = await newMember('Olive');
  const dana = await newMember('Dana');
  await befriendThroughApi(olive, dana);
  const title = `Dinner ${Date.now()}`;
  await createEventThroughApi(olive, title, 30, [dana]);
  const screen = new UpcomingEventsScreen(await tabFor(dana));
  await screen.open();
  const modal = await screen.openEvent(title);
  await expect(modal.dialog().getByText('Your answer')).toBeVisible();
  await expect(modal.dialog().getByTestId('regular-hangout')).toHaveCount(0);
});
