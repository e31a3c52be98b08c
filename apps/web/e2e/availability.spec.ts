// Availability windows and working hours: adding a repeating window with a new place, changing one
// date of a series through the calendar's link, the form's checks, deleting, editing working hours
// through ?edit={id}, and screenshots at desktop and phone widths.
import { expect, test, type Page } from '@playwright/test';
import { AvailabilityPage, WorkingHoursScreen } from './pages/availability-page';
import { APP_PORT } from './support/ports';
import { newMember, signIn, type Member } from './support/session';
import { reviewScreenshot } from './support/review-screenshots';

const api = `http://127.0.0.1:${APP_PORT}`;

async function callApi<T>(member: Member, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${member.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

const addDays = (date: string, days: number) => {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
};

/** The Monday of next week, so every weekday of that week is still to come. */
function nextMonday(): string {
  const today = new Date();
  const date = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()));
  const daysToMonday = (8 - date.getUTCDay()) % 7 || 7;
  return addDays(date.toISOString().slice(0, 10), daysToMonday);
}

type Window = { id: string; window_name: string; days_of_week: number[]; location: string | null; address: string };

async function createWindow(member: Member, overrides: Record<string, unknown> = {}): Promise<Window> {
  const monday = nextMonday();
  const { availability_window } = await callApi<{ availability_window: Window }>(
    member,
    'POST',
    '/api/availability-windows',
    {
      window_name: 'Weeknight evenings',
      start_time: '18:00',
      end_time: '22:00',
      timezone: 'UTC',
      location: 'Home',
      address: '12 Elm St, Springfield, IL 62701',
      start_date: monday,
      end_date: addDays(monday, 365),
      is_repeating: true,
      frequency: 'weekly',
      days_of_week: [0, 1, 2, 3, 4],
      ...overrides,
    },
  );
  return availability_window;
}

async function listWindows(member: Member): Promise<Window[]> {
  return (await callApi<{ availability_windows: Window[] }>(member, 'GET', '/api/availability-windows'))
    .availability_windows;
}

async function signedIn(page: Page, name: string): Promise<Member> {
  const member = await newMember(name);
  await signIn(page, member.token);
  return member;
}

test('a repeating window with a new place is added through the form and listed with its days', async ({ page }) => {
  const member = await signedIn(page, 'Rowan');
  const screen = new AvailabilityPage(page);
  await screen.open();
  await expect(page.getByText('No availability windows yet')).toBeVisible();

  const name = 'Evenings <img src=x onerror="window.__xss=1">';
  const dialog = await screen.openAddDialog();
  await expect(screen.field('Window name')).toBeFocused();
  await screen.field('Window name').fill(name);
  await screen.field('Start time').selectOption('18:00');
  await screen.field('End time').selectOption('22:00');
  await screen.toggleDay('Tuesday');
  await screen.toggleDay('Thursday');
  await screen.addNewLocation({
    name: 'Home',
    street: '12 Elm St',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62701',
  });
  await expect(screen.field('Address')).toHaveValue('12 Elm St, Springfield, IL 62701');
  await expect(screen.field('Address')).toHaveAttribute('readonly', '');
  await expect(screen.field('Location')).toHaveValue(/.+/);
  await screen.toggleTravelMode('Walking');
  await screen.field('Max travel time').selectOption('45');
  await screen.submit(dialog);

  await expect(dialog).toBeHidden();
  await expect(screen.message('Availability window saved.')).toBeVisible();
  const row = screen.row('Evenings');
  await expect(row.getByText(name, { exact: true })).toBeVisible();
  await expect(row).toContainText('6:00 PM – 10:00 PM');
  await expect(row.getByText('Mon, Wed, Fri', { exact: true })).toBeVisible();
  await expect(row).toContainText('Home · 12 Elm St, Springfield, IL 62701');
  expect(await page.evaluate(() => document.querySelectorAll('img[src="x"]').length)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();

  const [stored] = await listWindows(member);
  expect(stored).toMatchObject({
    window_name: name,
    days_of_week: [0, 2, 4],
    frequency: 'weekly',
    is_repeating: true,
    travel_preferences: ['walking'],
    max_travel_time_minutes: 45,
    location: 'Home',
  });
});

test('a link changes one date of a series; only that date moves and the link is cleared', async ({ page }) => {
  const member = await signedIn(page, 'Sasha');
  const window = await createWindow(member);
  const monday = nextMonday();
  const tuesday = addDays(monday, 1);
  const screen = new AvailabilityPage(page);
  await screen.open(`?edit=${window.id}&update_instance=true&instance_date=${tuesday}`);

  const dialog = screen.dialog('Change One Date');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/availability-windows$/);
  await expect(screen.field('Date', dialog)).toHaveValue(tuesday);
  await expect(screen.field('Start time', dialog)).toHaveValue('18:00');
  await expect(dialog.getByLabel('Window name')).toHaveCount(0);
  await screen.field('Start time', dialog).selectOption('19:00');
  await screen.field('End time', dialog).selectOption('21:30');
  await screen.submit(dialog, 'Save This Date');
  await expect(dialog).toBeHidden();
  await expect(screen.message('That date of the availability window was changed.')).toBeVisible();

  const { occurrences } = await callApi<{ occurrences: { date: string; start_time: string; end_time: string }[] }>(
    member,
    'GET',
    `/api/availability-windows/occurrences?start_date=${monday}&end_date=${addDays(monday, 4)}`,
  );
  expect(
    occurrences.map(({ date, start_time, end_time }) => [date, start_time.slice(11, 16), end_time.slice(11, 16)]),
  ).toEqual([
    [monday, '18:00', '22:00'],
    [tuesday, '19:00', '21:30'],
    [addDays(monday, 2), '18:00', '22:00'],
    [addDays(monday, 3), '18:00', '22:00'],
    [addDays(monday, 4), '18:00', '22:00'],
  ]);
  // The series itself kept its times.
  await expect(screen.row('Weeknight evenings')).toContainText('6:00 PM – 10:00 PM');
});

test('the form names what is missing, and shows the server refusing a place that is gone', async ({ page }) => {
  const member = await signedIn(page, 'Tatum');
  const { data } = await callApi<{ data: { location: { id: string } } }>(member, 'POST', '/api/locations', {
    location_name: 'Gym',
    street_address: '400 Oak Ave',
    city: 'Springfield',
    state_province: 'IL',
    postal_code: '62704',
  });
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/availability-windows')) posts += 1;
  });
  const screen = new AvailabilityPage(page);
  await screen.open();
  const dialog = await screen.openAddDialog();
  await screen.submit(dialog);
  await expect(dialog.getByText('Please enter a window name.')).toBeVisible();
  await expect(dialog.getByText('Address is required.')).toBeVisible();
  await expect(screen.field('Window name')).toHaveAttribute('aria-invalid', 'true');
  await expect(screen.field('Window name')).toBeFocused();
  expect(posts).toBe(0);

  await screen.field('Window name').fill('Gym sessions');
  await screen.pickSavedLocation('Gym');
  await expect(dialog.getByText('Address is required.')).toHaveCount(0);
  await expect(screen.field('Address')).toHaveValue('400 Oak Ave, Springfield, IL 62704');
  await callApi(member, 'DELETE', `/api/locations/${data.location.id}`);
  await screen.submit(dialog);
  await expect(dialog.getByRole('alert').filter({ hasText: 'Location not found' })).toBeVisible();
  await expect(screen.field('Address')).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toBe(1);

  await dialog.getByRole('button', { name: 'Clear location and address' }).click();
  await expect(screen.field('Address')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await listWindows(member)).toEqual([]);
});

test('a window is deleted only after confirming', async ({ page }) => {
  const member = await signedIn(page, 'Uma');
  await createWindow(member, { window_name: 'Sunday brunch', frequency: 'biweekly', days_of_week: [6] });
  const screen = new AvailabilityPage(page);
  await screen.open();
  await expect(screen.row('Sunday brunch').getByText('Every other week: Sun', { exact: true })).toBeVisible();

  let dialog = await screen.startDelete('Sunday brunch');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(screen.row('Sunday brunch')).toBeVisible();

  dialog = await screen.startDelete('Sunday brunch');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(screen.message('Availability window deleted.')).toBeVisible();
  await expect(screen.row('Sunday brunch')).toHaveCount(0);
  await expect(page.getByText('No availability windows yet')).toBeVisible();
  expect(await listWindows(member)).toEqual([]);
});

test('/working-hours?edit={id} opens that entry, clears the link and saves the change', async ({ page }) => {
  const member = await signedIn(page, 'Vic');
  type Entry = { id: string; block_name: string; end_time: string };
  const { working_hours: entry } = await callApi<{ working_hours: Entry }>(member, 'POST', '/api/working-hours', {
    block_name: 'Office',
    is_recurring: true,
    day_of_week: 0,
    start_time: '09:00',
    end_time: '17:00',
  });
  const screen = new WorkingHoursScreen(page);
  await screen.open(`?edit=${entry.id}&update_all=true`);

  const dialog = screen.dialog();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/working-hours$/);
  await expect(screen.field('Name')).toHaveValue('Office');
  await expect(screen.field('Day')).toHaveValue('0');
  await screen.field('End time').selectOption('08:00');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('End time must be after start time')).toBeVisible();
  await screen.field('End time').selectOption('16:30');
  await screen.field('Name').fill('Office (early)');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(screen.row('Office (early)')).toContainText('Every Monday · 9:00 AM – 4:30 PM');

  const saved = await callApi<{ working_hours: Entry }>(member, 'GET', `/api/working-hours/${entry.id}`);
  expect(saved.working_hours).toMatchObject({ block_name: 'Office (early)', end_time: '16:30' });
});

test.describe('screenshots', () => {
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 375, height: 740 }],
  ] as const) {
    test(`list, form with an error and working hours at ${label} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const member = await signedIn(page, 'Wren');
      const weeknights = await createWindow(member);
      await createWindow(member, {
        window_name: 'Saturday brunch',
        start_time: '10:30',
        end_time: '13:00',
        is_repeating: false,
        frequency: null,
        days_of_week: [],
        end_date: null,
        location: null,
        address: '88 Market St, Springfield, IL 62701',
      });
      await createWindow(member, {
        window_name: 'Every other Sunday hike',
        frequency: 'biweekly',
        days_of_week: [6],
        start_time: '08:00',
        end_time: '12:00',
      });
      for (const [day, start, end] of [
        [0, '09:00', '17:00'],
        [2, '09:00', '17:00'],
        [4, '08:00', '12:00'],
      ] as const) {
        await callApi(member, 'POST', '/api/working-hours', {
          block_name: 'Office',
          is_recurring: true,
          day_of_week: day,
          start_time: start,
          end_time: end,
        });
      }

      const screen = new AvailabilityPage(page);
      await screen.open();
      await expect(screen.row('Saturday brunch')).toBeVisible();
      await reviewScreenshot(page, `availability-list-${label}`, { fullPage: true });

      const dialog = await screen.openAddDialog();
      await screen.submit(dialog);
      await expect(dialog.getByText('Please enter a window name.')).toBeVisible();
      await reviewScreenshot(page, `availability-modal-error-${label}`);
      await dialog.getByText('Address is required.').scrollIntoViewIfNeeded();
      await reviewScreenshot(page, `availability-modal-location-error-${label}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await screen.open(`?edit=${weeknights.id}&update_instance=true`);
      await expect(screen.dialog('Change One Date')).toBeVisible();
      await reviewScreenshot(page, `availability-one-date-${label}`);

      const hours = new WorkingHoursScreen(page);
      await hours.open();
      await expect(hours.row('Every Friday')).toBeVisible();
      await reviewScreenshot(page, `availability-working-hours-${label}`, { fullPage: true });
    });
  }
});
