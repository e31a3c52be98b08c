// A repeating event made with Manual Event lands on its start date's weekday (issue 14): the
// "On days" default follows the start date rather than staying on today's weekday, so the series
// is not "start, then today's weekday every week".
import { expect } from '@playwright/test';
import { CalendarScreen, fillEventForm } from './pages/calendar-page';
import { test } from './support/friends';
import { newMember } from './support/session';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

test('a weekly series started on another weekday repeats on that weekday', async ({ tabFor }) => {
  const screen = new CalendarScreen(await tabFor(await newMember('Rhea')));
  await screen.open();
  // Five days on is never today's weekday; the bug put every later instance on today's.
  const [start, weekAfter] = [await screen.localDate(5), await screen.localDate(12)];
  const weekday = WEEKDAYS[new Date(`${start}T12:00:00Z`).getUTCDay()] ?? '';
  const title = `Pottery ${Date.now()}`;

  const create = await screen.openManualEvent();
  await fillEventForm(create, { title, date: start, startTime: '18:00', endTime: '19:00' });
  await create.dialog().getByRole('switch', { name: 'Repeats' }).check();
  await expect(create.dialog().getByRole('checkbox', { name: weekday })).toBeChecked();
  await expect(
    create.dialog().getByRole('group', { name: 'On days' }).getByRole('checkbox', { checked: true }),
  ).toHaveCount(1);
  await create.dialog().getByRole('button', { name: 'Create Event' }).click();
  await expect(create.dialog()).toBeHidden();

  await screen.showView('2 Weeks');
  await screen.showDate(start);
  await expect(screen.event(new RegExp(title), start)).toBeVisible();
  await screen.showDate(weekAfter);
  await expect(screen.event(new RegExp(title), weekAfter)).toBeVisible();
});
