// One date of weekly working hours through the calendar: the block's prompt, "Update This
// Instance", that date off in the "Change One Date" dialog, and back on the calendar only that
// date's block is gone while the next week's stays.
import { expect, test } from '@playwright/test';
import { CalendarScreen } from './pages/calendar-page';
import { APP_PORT } from './support/ports';
import { callApi, clockTimeIn } from './support/scheduling';
import { newMember, signIn } from './support/session';

const addDays = (date: string, days: number) => {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
};

/** Thursday of next week and of the week after, so both are still to come. */
function nextThursdays(): [string, string] {
  const today = new Date();
  const date = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()));
  const daysToMonday = (8 - date.getUTCDay()) % 7 || 7;
  const thursday = addDays(date.toISOString().slice(0, 10), daysToMonday + 3);
  return [thursday, addDays(thursday, 7)];
}

test('"Update This Instance" on working hours changes that date only', async ({ page }) => {
  const member = await newMember('Wren');
  // Thursdays (3 counting from Monday), midday in the member's zone: the same date wherever the browser is.
  const created = await fetch(`http://127.0.0.1:${APP_PORT}/api/working-hours`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      block_name: 'Shift',
      is_recurring: true,
      day_of_week: 3,
      start_time: '11:00',
      end_time: '15:00',
    }),
  });
  expect(created.status).toBe(201);
  await signIn(page, member.token);
  const [thursday, weekLater] = nextThursdays();
  const calendar = new CalendarScreen(page);
  const shift = (date: string) => calendar.day(date).getByRole('button', { name: 'Edit working hours: Shift' });

  await calendar.open();
  await calendar.showView('Week');
  await calendar.showDate(thursday);
  await shift(thursday).click();
  const prompt = page.getByRole('dialog', { name: 'Update recurring item' });
  await expect(prompt.getByText('These working hours repeat every week.', { exact: false })).toBeVisible();
  await prompt.getByRole('button', { name: 'Update This Instance' }).click();

  const dialog = page.getByRole('dialog', { name: 'Change One Date' });
  await expect(dialog.locator('input[type="date"]')).toHaveValue(thursday);
  await dialog.getByLabel('Not working on this date').check();
  await dialog.getByRole('button', { name: 'Save This Date' }).click();
  await expect(page.getByText('Working hours for that date saved.')).toBeVisible();

  await calendar.open();
  await calendar.showView('Week');
  await calendar.showDate(thursday);
  await expect(shift(thursday)).toHaveCount(0);
  await calendar.showDate(weekLater);
  await expect(shift(weekLater)).toHaveCount(1);
});

/** The instant of a New York wall-clock time on `date` (EST or EDT), e.g. "11:00 AM". */
function newYorkInstant(date: string, hour: number, clock: string): string {
  const instants = [5, 4].map((offset) =>
    new Date(`${date}T${String(hour).padStart(2, '0')}:00:00-0${offset}:00`).toISOString(),
  );
  const instant = instants.find((candidate) => clockTimeIn(candidate, 'America/New_York') === clock);
  if (!instant) throw new Error(`${date} ${clock} is not a New York time`);
  return instant;
}

test("an event on a block's first hour shows its time: the block's name stays under it", async ({ page }) => {
  const member = await newMember('Rowan');
  const [thursday] = nextThursdays();
  await callApi(member, 'POST', '/api/working-hours', {
    block_name: 'Shift',
    is_recurring: true,
    day_of_week: 3,
    start_time: '11:00',
    end_time: '15:00',
  });
  const { categories } = await callApi<{ categories: { id: number; name: string }[] }>(
    member,
    'GET',
    '/api/categories',
  );
  await callApi(member, 'POST', '/api/calendar/events', {
    title: 'Standup',
    start_time: newYorkInstant(thursday, 11, '11:00 AM'),
    end_time: newYorkInstant(thursday, 12, '12:00 PM'),
    all_day: false,
    timezone: 'America/New_York',
    category_id: categories.find((category) => category.name === 'Event')?.id,
    is_recurring: false,
    participant_ids: [],
    source: 'manual',
  });
  await signIn(page, member.token);
  const calendar = new CalendarScreen(page);
  await calendar.open();
  await calendar.showView('Week');
  await calendar.showDate(thursday);

  // The block's name sits at the block's top left, where the event starts: there the person
  // sees the event (its time), not the name printed over it.
  await expect(calendar.event(/Standup/, thursday)).toBeVisible();
  const name = calendar.day(thursday).getByRole('button', { name: 'Edit working hours: Shift' });
  await name.scrollIntoViewIfNeeded();
  const box = await name.boundingBox();
  if (!box) throw new Error("the block's name has no box");
  const seen = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('.hangtime-event, .hangtime-block-label')?.className ?? '',
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(seen).toContain('hangtime-event');
  // The name is still there to press beside the event (the first test edits through it).
  await expect(name).toBeAttached();
});
