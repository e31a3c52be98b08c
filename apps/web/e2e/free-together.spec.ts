// The free-together overlay end to end: friends' free evenings (one of them three time zones
// away) shade the week; focusing a band names who is free, Enter opens the Suggested Event modal
// prefilled with that slot and those friends, and creating it invites them. The switch turns the
// overlay off and the choice outlives a reload.
import { expect } from '@playwright/test';
import { CalendarScreen } from './pages/calendar-page';
import { FreeTogetherOverlay, SuggestedEventDialog } from './pages/scheduling';
import { fullName, test } from './support/friends';
import { newMember } from './support/session';
import { addDailyWindow, befriendAll, eventsAhead, localDateOf } from './support/scheduling';

const NEW_YORK = 'America/New_York';
const LOS_ANGELES = 'America/Los_Angeles';

async function friendsFreeInTheEvenings() {
  const sam = await newMember('Sam', NEW_YORK);
  const ana = await newMember('Ana', LOS_ANGELES);
  const ben = await newMember('Ben', NEW_YORK);
  await befriendAll(sam, [ana, ben]);
  await addDailyWindow(sam, '18:00', '22:00');
  // 15:00–19:00 in Los Angeles is 18:00–22:00 in New York.
  await addDailyWindow(ana, '15:00', '19:00');
  await addDailyWindow(ben, '19:00', '22:00');
  return { sam, ana, ben };
}

test('a free-together band names who is free and plans an event with them', async ({ tabFor }) => {
  const { sam, ana, ben } = await friendsFreeInTheEvenings();
  const screen = new CalendarScreen(await tabFor(sam, NEW_YORK));
  await screen.open();
  const overlay = new FreeTogetherOverlay(screen.page);
  await expect(overlay.legend()).toContainText('Shaded: times your friends are free with you');

  // 19:00–22:00 New York: both are free (18:00–19:00 only Ana is). Named by its hours: after 7 PM
  // in New York, today's band starts at the next quarter hour instead.
  const band = await overlay.findBand([fullName(ana), fullName(ben)], ', 7:00 PM – 10:00 PM. ');
  await expect(band).toHaveText('2 free');
  await overlay.focusByKeyboard(band);
  await expect(
    screen.page.getByRole('tooltip', { name: `Free together: ${fullName(ana)}, ${fullName(ben)}`, exact: true }),
  ).toBeVisible();
  await band.press('Enter');

  const suggested = new SuggestedEventDialog(screen.page);
  await expect(suggested.dialog()).toContainText('2 friends will be invited');
  await expect(suggested.field('Title')).toHaveValue('Hangtime with Ana and Ben');
  await expect(suggested.field('Start time')).toHaveValue('19:00');
  // Two hours of the three-hour slot.
  await expect(suggested.field('End time')).toHaveValue('21:00');
  const title = `Board games ${Date.now()}`;
  await suggested.field('Title').fill(title);
  await suggested.field('Location').fill('Sam’s place');
  await suggested.create();
  await expect(suggested.dialog()).toBeHidden();

  const created = (await eventsAhead(sam)).find((event) => event.title === title);
  if (!created) throw new Error(`no event "${title}" on Sam's calendar`);
  const day = localDateOf(created.start_time, NEW_YORK);
  await expect(screen.event(new RegExp(title), day)).toBeVisible();
  // Sam is busy then now: that evening's free time together shrinks to the hour after the event.
  const bandsThatDay = screen.day(day).getByRole('button', { name: /^Plan a hangout / });
  await expect(bandsThatDay.filter({ hasText: '2 free' })).toHaveAccessibleName(/, 9:00 PM – 10:00 PM\. /);

  const benScreen = new CalendarScreen(await tabFor(ben, NEW_YORK));
  await benScreen.open();
  await expect(benScreen.invitation(title)).toContainText(`From ${fullName(sam)}`);
});

test('the overlay can be switched off, and stays off after a reload', async ({ tabFor }) => {
  const { sam, ana } = await friendsFreeInTheEvenings();
  const screen = new CalendarScreen(await tabFor(sam, NEW_YORK));
  await screen.open();
  const overlay = new FreeTogetherOverlay(screen.page);
  await overlay.findBand([fullName(ana)]);
  await overlay.flip();
  await expect(overlay.bands()).toHaveCount(0);
  await expect(overlay.legend()).not.toContainText('Shaded');
  await screen.reload();
  await expect(overlay.toggle()).not.toBeChecked();
  await expect(overlay.bands()).toHaveCount(0);
  await overlay.flip();
  await expect(overlay.bands().first()).toBeAttached();
});
