// Google Calendar (beta) through the real server and a real browser, against the fake Google of
// support/google-server.ts: connect through the consent redirect, the callback page's way back to
// the profile, the background sync, Sync with its badge, a calendar that is not the person's own
// taken into busy times, and disconnecting, calendar by calendar, down to no link at all.
import { expect, test } from '@playwright/test';
import { reviewScreenshot } from './support/review-screenshots';
import { newMember, signIn } from './support/session';

const PHONE = { width: 375, height: 812 };

test('connects Google Calendar, syncs it, takes in another calendar, and disconnects', async ({ page }) => {
  await signIn(page, (await newMember('Ivo')).token);
  await page.goto('/profile');
  const google = page.getByRole('region', { name: /Google Calendar/ });
  await google.getByRole('button', { name: 'Connect Google Calendar' }).click();

  // Google consents at once (the fake), the server's callback sends the browser to /google-callback,
  // which says so and goes back to the profile by itself.
  await expect(page).toHaveURL(/\/google-callback\?success=true/);
  await expect(page.getByRole('heading', { level: 1, name: 'Google Calendar connected' })).toBeVisible();
  await reviewScreenshot(page, 'google-callback-success');
  await expect(page).toHaveURL(/\/profile#calendar-connections$/);

  const calendars = google.getByRole('list', { name: 'Linked Google calendars' });
  const work = calendars.getByRole('listitem').filter({ hasText: 'Work calendar' });
  const holidays = calendars.getByRole('listitem').filter({ hasText: 'Holidays in United States' });
  // The first sync ran in the background right after connecting.
  await expect(async () => {
    await page.reload();
    await expect(work).toContainText('Synced just now', { timeout: 2000 });
  }).toPass();
  await expect(holidays).toContainText('Not used for busy times');

  await work.getByRole('button', { name: 'Sync Work calendar' }).click();
  await expect(google.getByText('Synced', { exact: true })).toBeVisible();
  await expect(google.getByText('Synced', { exact: true })).toBeHidden();
  await reviewScreenshot(page, 'google-calendar-connected', { fullPage: true });

  await holidays.getByRole('button', { name: 'Use Holidays in United States for busy times' }).click();
  await expect(holidays.getByRole('button', { name: 'Sync Holidays in United States' })).toBeVisible();
  await expect(holidays).toContainText('Synced just now');
  await page.setViewportSize(PHONE);
  await reviewScreenshot(page, 'google-calendar-connected-phone', { fullPage: true });

  await work.getByRole('button', { name: 'Disconnect Work calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disconnect Work calendar?' });
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(work).toContainText('Not used for busy times');

  // The last calendar in use ends the link.
  await holidays.getByRole('button', { name: 'Disconnect Holidays in United States' }).click();
  await page
    .getByRole('dialog', { name: 'Disconnect Holidays in United States?' })
    .getByRole('button', { name: 'Disconnect' })
    .click();
  await expect(google.getByRole('button', { name: 'Connect Google Calendar' })).toBeVisible();
  await expect(calendars).toBeHidden();

  // Nothing of the imported events shows anywhere: they are busy time, not events.
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Secret dinner')).toHaveCount(0);
});

test('the callback page says what went wrong and leads back to the profile', async ({ page }) => {
  await signIn(page, (await newMember('Jun')).token);
  await page.goto('/api/google-calendar/callback?code=forged&state=forged');
  await expect(page).toHaveURL(/\/google-callback\?success=false/);
  await expect(page.getByText('This Google sign-in expired or was already used. Please connect again.')).toBeVisible();
  await reviewScreenshot(page, 'google-callback-error');
  await page.getByRole('link', { name: 'Return to Profile' }).click();
  await expect(page).toHaveURL(/\/profile/);
});
