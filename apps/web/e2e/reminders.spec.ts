// The organizer's follow-up of an invitation (issue 26): who has not answered, "Nudge" once a day,
// the quorum; the nudged friend finds it in the bell, and the friend who answered does not.
import { expect } from '@playwright/test';
import { UpcomingEventsScreen } from './pages/event-modal';
import { NotificationBell } from './pages/notification-bell';
import { createEventThroughApi } from './support/events';
import { befriendThroughApi, fullName, test } from './support/friends';
import { reviewScreenshot } from './support/review-screenshots';
import { callApi } from './support/scheduling';
import { newMember } from './support/session';

test('the organizer sees who has not answered, nudges them once a day, and sets a quorum', async ({ tabFor }) => {
  const olive = await newMember('Olive');
  const sam = await newMember('Sam');
  const ben = await newMember('Ben');
  await befriendThroughApi(olive, sam);
  await befriendThroughApi(olive, ben);
  const title = `Board games ${Date.now()}`;
  const event = await createEventThroughApi(olive, title, 30, [sam, ben]);
  await callApi(sam, 'POST', '/api/calendar/rsvp', { eventId: event.id, status: 'accepted' });

  const oliveScreen = new UpcomingEventsScreen(await tabFor(olive));
  await oliveScreen.open();
  const modal = await oliveScreen.openEvent(title);
  const followUp = modal.dialog().getByTestId('event-follow-up');
  await expect(followUp).toContainText(`Waiting for an answer from ${fullName(ben)}`);
  await expect(followUp).not.toContainText(fullName(sam));
  await reviewScreenshot(oliveScreen.page, 'follow-up-before-nudge');

  const nudge = followUp.getByRole('button', { name: 'Nudge' });
  await nudge.focus();
  await oliveScreen.page.keyboard.press('Enter');
  await expect(followUp.getByRole('status')).toHaveText('Nudged 1 person.');
  await expect(nudge).toBeDisabled();

  const quorum = followUp.getByLabel('Tell me when this many people are in (you included)');
  await quorum.fill('3');
  await followUp.getByRole('button', { name: 'Save' }).click();
  await expect(followUp).toContainText(/ of 3 people are in/);
  await reviewScreenshot(oliveScreen.page, 'follow-up-after-nudge');

  const benBell = new NotificationBell(await tabFor(ben));
  await benBell.page.goto('/calendar');
  await benBell.open();
  await expect(benBell.item(new RegExp(`Are you in\\? ${title}`))).toBeVisible();

  const samBell = new NotificationBell(await tabFor(sam));
  await samBell.page.goto('/calendar');
  await samBell.open();
  await expect(samBell.panel()).toBeVisible();
  await expect(samBell.item(new RegExp(`Are you in\\? ${title}`))).toHaveCount(0);
});
