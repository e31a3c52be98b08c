// Events seen by an invitee and an organizer: /upcoming-events lists what the API created, with
// its urgency and the status filter; the modal answers the invitation, shows who accepted, hands
// out the iCal file, and shows a script in a title as text.
import { expect } from '@playwright/test';
import { CalendarScreen } from './pages/calendar-page';
import { EventModal, UpcomingEventsScreen } from './pages/event-modal';
import { befriendThroughApi, fullName, test } from './support/friends';
import { createEventThroughApi, hoursAheadToNewYorkMidday } from './support/events';
import { callApi } from './support/scheduling';
import { newMember } from './support/session';

async function organizerAndGuest() {
  const olive = await newMember('Olive');
  const sam = await newMember('Sam');
  await befriendThroughApi(olive, sam);
  return { olive, sam };
}

test('an invitee sees the event with its urgency, accepts it, and the organizer sees the answer', async ({
  tabFor,
}) => {
  const { olive, sam } = await organizerAndGuest();
  await createEventThroughApi(olive, 'Coffee catch-up', 2, [sam]);

  const samScreen = new UpcomingEventsScreen(await tabFor(sam));
  await samScreen.open();
  const card = samScreen.card('Coffee catch-up');
  await expect(card).toContainText('In 3 Hours');
  await expect(card).toContainText('Pending');
  // Two hours ahead is today, unless the test runs in the last two hours of the day.
  await expect(card).toContainText(/Today|Tomorrow/);

  const invitation = await samScreen.openEvent('Coffee catch-up');
  await expect(invitation.answerButtons()).toHaveText(['Accept', 'Maybe', 'Decline']);
  await expect(invitation.dialog()).toContainText('Organized by');
  await invitation.answer('Accept');
  await expect(invitation.answerButtons()).toHaveText(['Decline']);
  await expect(invitation.participant(fullName(sam))).toContainText('Accepted');
  await invitation.close();
  await expect(card).toContainText('Accepted');

  const oliveScreen = new UpcomingEventsScreen(await tabFor(olive));
  await oliveScreen.open();
  // The organizer reads the details too (issue 23), and edits through Edit.
  const ownView = await oliveScreen.openEvent('Coffee catch-up');
  await expect(ownView.participant(fullName(sam))).toContainText('Accepted');
  await expect(ownView.dialog().locator('[data-organizer-tools]')).toBeVisible();
  await expect(ownView.detailFields()).toHaveCount(0);
  await expect(ownView.answerButtons()).toHaveCount(0);
  const form = await ownView.edit();
  await expect(form.dialog().getByLabel('Title')).toHaveValue('Coffee catch-up');
});

test('declined events are hidden by default and shown with the Declined filter', async ({ tabFor }) => {
  const { olive, sam } = await organizerAndGuest();
  const skipped = await createEventThroughApi(olive, 'Karaoke night', 30, [sam]);
  await createEventThroughApi(olive, 'Board games', 50, [sam]);
  await callApi(sam, 'POST', '/api/calendar/rsvp', { eventId: skipped.id, status: 'declined' });

  const screen = new UpcomingEventsScreen(await tabFor(sam));
  await screen.open();
  await expect(screen.card('Board games')).toBeVisible();
  await expect(screen.card('Karaoke night')).toHaveCount(0);

  await screen.filterStatus('Declined');
  await expect(screen.card('Karaoke night')).toBeVisible();
  await expect(screen.card('Karaoke night')).toContainText('Declined');
  await expect(screen.card('Board games')).toHaveCount(0);
});

test('the iCal file downloads with the event in it', async ({ tabFor }) => {
  const { olive } = await organizerAndGuest();
  await createEventThroughApi(olive, 'Picnic in the park', 5);

  const screen = new UpcomingEventsScreen(await tabFor(olive));
  await screen.open();
  const modal = await screen.openEvent('Picnic in the park');
  await expect(modal.dialog().getByRole('link', { name: 'Google Calendar' })).toHaveAttribute(
    'href',
    /calendar\.google\.com.*text=Picnic/,
  );
  const file = await modal.downloadIcs();
  expect(file.filename).toMatch(/\.ics$/);
  expect(file.text).toContain('BEGIN:VCALENDAR');
  expect(file.text).toContain('Picnic in the park');
});

test('a script in a title is shown as text and never runs', async ({ tabFor }) => {
  const { olive, sam } = await organizerAndGuest();
  const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
  await createEventThroughApi(olive, payload, 4, [sam]);

  const page = await tabFor(sam);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const screen = new UpcomingEventsScreen(page);
  await screen.open();
  await expect(screen.card(payload)).toBeVisible();
  const modal = new EventModal(page, payload);
  await screen.card(payload).getByRole('button').click();
  await expect(modal.dialog()).toContainText('Bring snacks');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('an invitation three weeks ahead opens on its week and says where a venue without an address is', async ({
  tabFor,
}) => {
  const { olive, sam } = await organizerAndGuest();
  const frank = { location: "Frank's Trattoria", location_address: null, latitude: 40.7128, longitude: -74.006 };
  const created = await createEventThroughApi(olive, 'Pasta far ahead', hoursAheadToNewYorkMidday(21), [sam], frank);

  const screen = new CalendarScreen(await tabFor(sam));
  await screen.open();
  await expect(screen.event(/Pasta far ahead/)).toHaveCount(0);
  const card = screen.invitation('Pasta far ahead');
  await expect(card).toContainText("Frank's Trattoria · near 40.7128, -74.0060");
  await card.getByRole('button', { name: 'Open Pasta far ahead' }).click();
  const details = new EventModal(screen.page, 'Pasta far ahead');
  await details.expectOpen();
  await expect(details.place()).toContainText('near 40.7128, -74.0060');
  await expect(details.place().getByRole('link')).toHaveAttribute(
    'href',
    /openstreetmap\.org\/\?mlat=40\.7128&mlon=-74\.006/,
  );
  await expect(details.answerButtons()).toHaveText(['Accept', 'Maybe', 'Decline']);
  await expect(details.dialog().getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await details.close();
  // Behind the modal the grid moved to the event's week.
  await expect(screen.event(/Pasta far ahead/)).toBeVisible();

  // The bell's link (/calendar?event={id}) does the same from today's week.
  await screen.navButton('Today').click();
  await expect(screen.event(/Pasta far ahead/)).toHaveCount(0);
  await screen.page.goto(`/calendar?event=${created.id}`);
  await details.expectOpen();
  await expect(screen.page).toHaveURL(/\/calendar$/);
  await details.close();
  await expect(screen.event(/Pasta far ahead/)).toBeVisible();
});
