// The Profile screen: its tabs by ?tab=, editing the profile (a taken email, a new name), saved
// locations added and deleted through the UI, and screenshots at desktop and phone widths.
import { expect, test, type Page } from '@playwright/test';
import { ProfilePage } from './pages/profile-page';
import { APP_PORT } from './support/ports';
import { newMember, signIn, type Member } from './support/session';
import { reviewScreenshot } from './support/review-screenshots';

const EMAIL_TAKEN = 'This email address is already in use. Please choose a different email.';

async function openAs(page: Page, member: Member, query = '') {
  await signIn(page, member.token);
  const screen = new ProfilePage(page);
  await screen.open(query);
  return screen;
}

/** Saves a location for `member` through the public API. */
async function saveLocationThroughApi(member: Member, body: Record<string, unknown>) {
  const response = await fetch(`http://127.0.0.1:${APP_PORT}/api/locations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST /api/locations answered ${response.status}`);
}

test('?tab=locations opens the Locations tab, and switching tabs updates the address', async ({ page }) => {
  const screen = await openAs(page, await newMember('Quinn'), '?tab=locations');
  await expect(screen.tab('Locations')).toHaveAttribute('aria-selected', 'true');
  await screen.expectLocationsLoaded();
  await expect(screen.locationsSection().getByText('No saved locations yet')).toBeVisible();

  await screen.tab('Preferences').click();
  await expect(page).toHaveURL(/\/profile\?tab=preferences$/);
  await expect(page.getByRole('heading', { name: 'Activity Preferences' })).toBeVisible();
  await screen.tab('Profile Information').click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(screen.infoSection()).toBeVisible();
});

test('a saved location is added and deleted through the UI; its name stays text', async ({ page }) => {
  const screen = await openAs(page, await newMember('Riley'), '?tab=locations');
  await screen.expectLocationsLoaded();
  const name = '<img src=x onerror="window.__pwned=1">Home';

  // The required fields are asked for first.
  await screen.locationsSection().getByRole('button', { name: 'Add Location' }).click();
  const dialog = screen.locationDialog('Add New Location');
  // The modal holds the keyboard: the first field has the focus, and Tab stays inside.
  await expect(dialog.getByRole('textbox', { name: 'Location name' })).toBeFocused();
  for (let press = 0; press < 20; press += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await expect(dialog.getByRole('textbox', { name: 'Country' })).toHaveValue('United States');
  await dialog.getByRole('button', { name: 'Add Location' }).click();
  await expect(dialog.getByText('Please fill in all required fields')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await screen.addLocation({ name, street: '350 5th Ave', city: 'New York', state: 'NY', postalCode: '10118' });
  await expect(screen.location(name)).toBeVisible();
  await expect(screen.location(name).getByText('350 5th Ave, New York, NY 10118')).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  await screen.reload();
  await screen.expectLocationsLoaded();
  await expect(screen.location(name)).toBeVisible();
  await screen.deleteLocation(name);
  await expect(screen.location(name)).toHaveCount(0);
  await expect(screen.locationsSection().getByText('No saved locations yet')).toBeVisible();
  await screen.reload();
  await screen.expectLocationsLoaded();
  await expect(screen.locationsSection().getByText('No saved locations yet')).toBeVisible();
});

test("an email another member has is refused with the spec's sentence", async ({ page }) => {
  const other = await newMember('Sage');
  const screen = await openAs(page, await newMember('Tatum'));
  await screen.openEditModal();
  await screen.editField('Email').fill(other.person.email);
  await screen.saveProfile();
  await expect(screen.editDialog().getByText(EMAIL_TAKEN)).toBeVisible();
  await expect(screen.editField('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(screen.editField('Email')).toBeFocused();
});

test('a new name is saved and still shown after a reload', async ({ page }) => {
  const member = await newMember('Uma');
  const screen = await openAs(page, member);
  await expect(screen.detail('Name')).toHaveText(`Uma ${member.person.lastName}`);
  await expect(screen.detail('Phone')).toHaveText(
    member.person.phoneDigits.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3'),
  );
  await screen.openEditModal();
  await screen.editField('First Name').fill('Umberto');
  await screen.editField('Last Name').fill('Okafor');
  await screen.saveProfile();
  await expect(screen.editDialog()).toBeHidden();
  await expect(screen.detail('Name')).toHaveText('Umberto Okafor');

  await screen.reload();
  await expect(screen.detail('Name')).toHaveText('Umberto Okafor');
});

test.describe('screenshots', () => {
  for (const { label, width, height } of [
    { label: 'desktop', width: 1280, height: 900 },
    { label: 'phone', width: 375, height: 812 },
  ]) {
    test(`profile, edit error and locations at ${width} px`, async ({ page }) => {
      const other = await newMember('Vic');
      const member = await newMember('Wren');
      await saveLocationThroughApi(member, {
        location_name: 'Home',
        street_address: '350 5th Ave',
        address_line_2: 'Floor 20',
        city: 'New York',
        state_province: 'NY',
        postal_code: '10118',
        transportation_options: ['walk', 'public_transit'],
        is_default: true,
      });
      await saveLocationThroughApi(member, {
        location_name: 'Cabin by the lake with a very long name that has to wrap',
        street_address: '1 Nowhere Rd',
        city: 'Faraway',
        state_province: 'ZZ',
        postal_code: '00000',
        description: 'Knock twice at the side door.',
      });
      await page.setViewportSize({ width, height });
      const screen = await openAs(page, member);
      await expect(screen.detail('Email')).toContainText('Verified');
      await reviewScreenshot(page, `profile-info-${label}`, { fullPage: true });

      await screen.openEditModal();
      await screen.editField('Email').fill(other.person.email);
      await screen.editField('Phone Number').fill('212-555');
      await screen.saveProfile();
      await expect(screen.editDialog().getByText('Please enter a valid 10-digit phone number')).toBeVisible();
      await screen.editField('Phone Number').fill('');
      await screen.saveProfile();
      await expect(screen.editDialog().getByText(EMAIL_TAKEN)).toBeVisible();
      await reviewScreenshot(page, `profile-edit-error-${label}`);
      await page.keyboard.press('Escape');
      await expect(screen.editDialog()).toBeHidden();

      await screen.tab('Locations').click();
      await screen.expectLocationsLoaded();
      await expect(screen.locationsSection().getByRole('listitem')).toHaveCount(2);
      // The three tabs stay on one line, whatever the width.
      const tabTops = await page
        .getByRole('tab')
        .evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().top));
      expect(new Set(tabTops).size).toBe(1);
      await expect(screen.locationsSection().getByText(/couldn't place this address/)).toBeVisible();
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await reviewScreenshot(page, `profile-locations-${label}`, { fullPage: true });

      await screen.locationsSection().getByRole('button', { name: 'Add Location' }).click();
      const form = screen.locationDialog('Add New Location');
      await form.getByRole('textbox', { name: 'Location name' }).fill('Gym');
      await form.getByRole('button', { name: 'Add Location' }).click();
      await expect(form.getByText('Please fill in all required fields')).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Street address' })).toBeFocused();
      await reviewScreenshot(page, `profile-location-form-error-${label}`);
    });
  }
});
