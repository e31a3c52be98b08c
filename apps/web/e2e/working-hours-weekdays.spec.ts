// Working hours on several weekdays from Manual Event (issue 23): 9 to 5 from a Monday, repeating
// on Monday to Friday, is saved on every one of those days. The confirmation names them, and the
// calendar shows the block on each weekday and on neither day of the weekend.
import { expect, test } from '@playwright/test';
import { CalendarScreen, fillEventForm } from './pages/calendar-page';
import { reviewScreenshot } from './support/review-screenshots';
import { newMember, signIn } from './support/session';

const addDays = (date: string, days: number) => {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
};

/** Monday of next week, so its whole week is still to come. */
function nextMonday(): string {
  const today = new Date();
  const date = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()));
  return addDays(date.toISOString().slice(0, 10), (8 - date.getUTCDay()) % 7 || 7);
}

test('working hours ticked Monday to Friday show on each of those days', async ({ page }) => {
  const member = await newMember('Wynn');
  await signIn(page, member.token);
  const monday = nextMonday();
  const calendar = new CalendarScreen(page);
  await calendar.open();

  const create = await calendar.openManualEvent();
  const dialog = create.dialog();
  await fillEventForm(create, { title: 'Office', date: monday, startTime: '09:00', endTime: '17:00' });
  await dialog.getByRole('combobox', { name: /^Category/ }).click();
  await page.getByRole('option', { name: 'Working Hours' }).click();
  await dialog.getByRole('switch', { name: 'Repeats' }).check();
  // Monday is ticked already: it is the start's weekday.
  await expect(dialog.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
  for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    // A chip's input is hidden under its label: a person presses the label.
    const chip = dialog.getByRole('checkbox', { name: day });
    await page.locator(`label[for="${await chip.getAttribute('id')}"]`).click();
    await expect(chip).toBeChecked();
  }
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('Working hours saved for Monday, Tuesday, Wednesday, Thursday and Friday.'),
  ).toBeVisible();

  await calendar.showView('Week');
  await calendar.showDate(monday);
  const office = (date: string) => calendar.day(date).getByRole('button', { name: 'Edit working hours: Office' });
  // Monday to Friday have the block; Saturday and Sunday (the week shows Monday to Sunday) do not.
  for (let offset = 0; offset < 7; offset += 1) {
    await expect(calendar.day(addDays(monday, offset)).first()).toBeVisible();
    await expect(office(addDays(monday, offset))).toHaveCount(offset < 5 ? 1 : 0);
  }
  await reviewScreenshot(page, 'working-hours-weekdays-desktop');
});
