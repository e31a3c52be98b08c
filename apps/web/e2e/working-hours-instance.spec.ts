// One date of weekly working hours through the calendar: the block's prompt, "Update This
// Instance", that date off in the "Change One Date" dialog, and back on the calendar only that
// date's block is gone while the next week's stays.
import { expect, test } from '@playwright/test';
import { CalendarScreen } from './pages/calendar-page';
import { APP_PORT } from './support/ports';
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
  const daysToMonday = ((8 - date.getUTCDay()) % 7) || 7;
  const thursday = addDays(date.toISOString().slice(0, 10), daysToMonday + 3);
  return [thursday, addDays(thursday, 7)];
}

test('"Update This Instance" on working hours changes that date only', async ({ page }) => {
  const member = await newMember('Wren');
  // Thursdays (3 counting from Monday), midday in the member's zone: the same date wherever the browser is.
  const created = await fetch(`http://127.0.0.1:${APP_PORT}/api/working-hours`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ block_name: 'Shift', is_recurring: true, day_of_week: 3, start_time: '11:00', end_time: '15:00' }),
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
