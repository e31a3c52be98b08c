import { expect, type Locator, type Page } from '@playwright/test';

export type OnboardingStepTitle = 'Set Your Preferences' | 'Add Availability Windows' | 'Connect with Friends';

export type NewLocation = { name: string; street: string; city: string; state: string; postalCode: string };

/** A field's label, with or without the asterisk Mantine adds to a required one. */
function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s*\\*?$`);
}

/**
 * /onboarding: three steps under a progress bar, with Previous, Skip for now and Continue (or
 * Complete Onboarding) below each. Activities, windows and friend requests are list items.
 */
export class OnboardingPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/onboarding');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Welcome to Hangtime' })).toBeVisible();
  }

  /** Waits until the step is shown and nothing on it is still loading. */
  async expectStep(title: OnboardingStepTitle) {
    await expect(this.page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  currentStepIndicator() {
    return this.page.getByRole('list', { name: 'Onboarding steps' }).locator('[aria-current="step"]');
  }

  previousButton() {
    return this.page.getByRole('button', { name: 'Previous' });
  }

  skipButton() {
    return this.page.getByRole('button', { name: 'Skip for now' });
  }

  continueButton() {
    return this.page.getByRole('button', { name: 'Continue', exact: true });
  }

  completeButton() {
    return this.page.getByRole('button', { name: 'Complete Onboarding' });
  }

  // ----- Step 1: preferences -----

  activities() {
    return this.page.getByRole('list', { name: 'Popular activities' }).getByRole('listitem');
  }

  /** The name and category shown in the n-th activity row. */
  async activity(index: number): Promise<{ name: string; category: string }> {
    const lines = this.activities().nth(index).locator('p');
    return { name: (await lines.nth(0).innerText()).trim(), category: (await lines.nth(1).innerText()).trim() };
  }

  ratingButton(label: 'Like' | 'Unsure' | 'Dislike', activity: string) {
    const name = label === 'Unsure' ? `Unsure about ${activity}` : `${label} ${activity}`;
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Rates an activity and waits until the server took it. */
  async rate(label: 'Like' | 'Unsure' | 'Dislike', activity: string) {
    const saved = this.page.waitForResponse(
      (response) =>
        /\/api\/preferences\/categories\/\d+$/.test(response.url()) && response.request().method() === 'PUT',
    );
    await this.ratingButton(label, activity).click();
    const response = await saved;
    return response.ok();
  }

  // ----- Step 2: availability windows -----

  windows() {
    return this.page.getByRole('list', { name: 'Your availability windows' }).getByRole('listitem');
  }

  windowForm() {
    return this.page.getByRole('form', { name: 'New availability window' });
  }

  field(label: string, within: Locator = this.windowForm()) {
    return within.getByLabel(labelled(label));
  }

  async openWindowForm() {
    await this.page.getByRole('button', { name: '+ Add Availability Window' }).click();
    await expect(this.windowForm()).toBeVisible();
  }

  /** + Add Location, filled and saved in the Add New Location modal; the form then shows the address. */
  async addLocation(location: NewLocation) {
    await this.windowForm().getByRole('button', { name: '+ Add Location' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add New Location' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(labelled('Location name')).fill(location.name);
    await dialog.getByLabel(labelled('Street address')).fill(location.street);
    await dialog.getByLabel(labelled('City')).fill(location.city);
    await dialog.getByLabel(labelled('State/province')).fill(location.state);
    await dialog.getByLabel(labelled('Postal code')).fill(location.postalCode);
    await dialog.getByRole('button', { name: 'Add Location' }).click();
    await expect(dialog).toBeHidden();
  }

  async submitWindow() {
    await this.windowForm().getByRole('button', { name: 'Add Window' }).click();
  }

  // ----- Step 3: friends -----

  pendingSection() {
    return this.page.getByRole('region', { name: /^Pending requests/ });
  }

  inviteSection() {
    return this.page.getByRole('region', { name: 'Invite friends' });
  }

  addFriendSection() {
    return this.page.getByRole('region', { name: 'Add a friend' });
  }

  /** A green confirmation inside a block. */
  confirmation(section: Locator, text: string) {
    return section.getByRole('status').filter({ hasText: text });
  }

  /** A red message anywhere on the step. */
  error(text: string) {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}

/**
 * The Preferences tab of /profile, where onboarding's ratings show up again: categories as
 * accordion panels, each listing its activities with Like / Unsure / Dislike.
 */
export class PreferencesTab {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/profile?tab=preferences');
    await this.expectLoaded();
  }

  async expectLoaded() {
    await expect(this.page.getByRole('heading', { level: 2, name: 'Activity Preferences' })).toBeVisible();
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  /** Opens a category's panel unless it is open already. */
  async openCategory(name: string) {
    const control = this.page.getByRole('button', {
      name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/&]/g, '\\$&')}`),
    });
    if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
    await expect(this.page.getByRole('list', { name: `${name} activities` })).toBeVisible();
  }

  ratingButton(label: 'Like' | 'Unsure' | 'Dislike', activity: string) {
    const name = label === 'Unsure' ? `Unsure about ${activity}` : `${label} ${activity}`;
    return this.page.getByRole('button', { name, exact: true });
  }

  summary() {
    return this.page.getByText(/^You (like|dislike) \(\d+\):/).locator('..');
  }
}
