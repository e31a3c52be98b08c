// The setup reminders on a 375 px phone: one card, one reminder at a time ("1 of N"); a dismissal
// that survives a reload; and an open dialog that the reminders never cover.
import { expect, test } from '@playwright/test';
import { CalendarScreen } from './pages/calendar-page';
import { SetupReminders, waitForPostLoginChecks } from './pages/notification-bell';
import { newMember, signIn } from './support/session';

test('on a phone the reminders fold into one card that remembers a dismissal and keeps out of dialogs', async ({
  page,
}) => {
  const member = await newMember('Fay');
  await signIn(page, member.token);
  await page.setViewportSize({ width: 375, height: 812 });
  const reminders = new SetupReminders(page);
  const firstChecks = waitForPostLoginChecks(page);
  await page.goto('/calendar');
  await firstChecks;

  await expect(reminders.banners()).toHaveCount(1);
  await expect(reminders.region()).toContainText('1 of 3');
  await expect(reminders.banner('No Availability Windows')).toBeVisible();
  await reminders.region().getByRole('button', { name: 'Next reminder' }).click();
  await expect(reminders.region()).toContainText('2 of 3');
  await reminders.dismiss('No Friends Yet');
  await expect(reminders.region()).toContainText('2 of 2');

  // A reload runs the checks again; what was dismissed stays dismissed.
  const checks = waitForPostLoginChecks(page);
  await page.reload();
  await checks;
  await expect(reminders.banners()).toHaveCount(1);
  await expect(reminders.region()).toContainText('1 of 2');
  await expect(reminders.region()).not.toContainText('No Friends Yet');

  // A dialog is never under the reminders: they step aside while it is open.
  const modal = await new CalendarScreen(page).openManualEvent();
  await expect(reminders.region()).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(modal.dialog()).toBeHidden();
  await expect(reminders.region()).toBeVisible();
});
