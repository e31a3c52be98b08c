// The profile's calendar connections, through the real server: the personal feed (copy, a new
// address that retires the old one) and ICS subscriptions (a refused address keeps what was typed;
// with ICS_ALLOW_PRIVATE=true, a calendar served from this machine is added, refreshed and removed).
// Google Calendar's path needs a fake Google in the e2e setup, which it does not have yet.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { APP_PORT } from './support/ports';
import { reviewScreenshot } from './support/review-screenshots';
import { newMember, signIn } from './support/session';

const PHONE = { width: 375, height: 812 };

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const connections = page.getByRole('region', { name: 'Calendar connections' });
  await expect(connections).toBeVisible();
  return connections;
}

const feedStatus = async (url: string) => (await fetch(url.replace('localhost', '127.0.0.1'))).status;

test('the feed address is copied, and a new one retires the old', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: `http://localhost:${APP_PORT}` });
  await signIn(page, (await newMember('Fern')).token);
  const connections = await openProfile(page);
  const feed = connections.getByRole('region', { name: 'Your Hangtime feed' });
  const address = feed.getByRole('textbox', { name: 'Feed address' });
  await expect(address).toHaveValue(/^http:\/\/localhost:\d+\/feeds\/.+\.ics$/);
  const oldUrl = await address.inputValue();
  expect(await feedStatus(oldUrl)).toBe(200);

  await feed.getByRole('button', { name: 'Copy' }).click();
  await expect(feed.getByText('Feed address copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(oldUrl);

  await feed.getByRole('button', { name: 'Make a new address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a new address?' });
  await expect(dialog.getByText(/The old address stops working/)).toBeVisible();
  // Cancel has the focus first: Enter on opening changes nothing.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Make a new address' }).click();
  await expect(dialog).toBeHidden();
  await expect(address).not.toHaveValue(oldUrl);
  const newUrl = await address.inputValue();
  expect(await feedStatus(oldUrl)).toBe(404);
  expect(await feedStatus(newUrl)).toBe(200);
  await reviewScreenshot(page, 'calendar-connections-desktop', { fullPage: true });
  await page.setViewportSize(PHONE);
  await reviewScreenshot(page, 'calendar-connections-phone', { fullPage: true });
});

test('an address that cannot be used shows the reason under the field, which keeps what was typed', async ({
  page,
}) => {
  await signIn(page, (await newMember('Gale')).token);
  const connections = await openProfile(page);
  const subscriptions = connections.getByRole('region', { name: 'Calendar subscriptions' });
  await expect(subscriptions.getByText('No calendar subscriptions yet. Add one below.')).toBeVisible();
  const field = subscriptions.getByRole('textbox', { name: /Calendar address \(iCal\)/ });
  const typed = 'ftp://calendar.example.com/secret.ics';

  await field.fill(typed);
  await field.press('Enter');
  await expect(subscriptions.getByText('Enter an https:// or webcal:// address')).toBeVisible();
  await expect(field).toHaveValue(typed);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await reviewScreenshot(page, 'calendar-subscriptions-refused');
});

/** A calendar served from this machine: two busy evenings in the coming days. */
async function serveCalendar(): Promise<{ server: Server; url: string }> {
  const day = (offset: number) => {
    const date = new Date(Date.now() + offset * 86_400_000);
    return date.toISOString().slice(0, 10).replace(/-/g, '');
  };
  const body = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hangtime e2e//EN',
    ...[2, 3].flatMap((offset) => [
      'BEGIN:VEVENT',
      `UID:e2e-${offset}@hangtime.test`,
      `DTSTAMP:${day(0)}T000000Z`,
      `DTSTART:${day(offset)}T230000Z`,
      `DTEND:${day(offset)}T235900Z`,
      'SUMMARY:<script>window.__pwned=1</script>Dentist',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/secret-token/basic.ics` };
}

test('a calendar is added, refreshed and removed; only its busy times show, never its titles', async ({ page }) => {
  const { server, url } = await serveCalendar();
  try {
    await signIn(page, (await newMember('Hale')).token);
    const connections = await openProfile(page);
    const subscriptions = connections.getByRole('region', { name: 'Calendar subscriptions' });
    const field = subscriptions.getByRole('textbox', { name: /Calendar address \(iCal\)/ });
    await field.fill(url);
    await subscriptions.getByRole('button', { name: 'Add Calendar' }).click();
    await expect(subscriptions.getByText('Calendar added.')).toBeVisible();
    await expect(field).toHaveValue('');

    const row = subscriptions.getByRole('listitem').filter({ hasText: '127.0.0.1' });
    await expect(row).toContainText('Updated just now · 2 busy times');
    // The masked address: scheme and host, never the secret path.
    await expect(row).not.toContainText('secret-token');
    await expect(page.getByText('Dentist')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await reviewScreenshot(page, 'calendar-subscriptions-added', { fullPage: true });

    await row.getByRole('button', { name: /^Refresh / }).click();
    await expect(row).toContainText('Updated just now · 2 busy times');

    await row.getByRole('button', { name: /^Remove / }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this calendar?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(subscriptions.getByText('Calendar subscription removed')).toBeVisible();
    await expect(subscriptions.getByText('No calendar subscriptions yet. Add one below.')).toBeVisible();
  } finally {
    server.close();
  }
});
