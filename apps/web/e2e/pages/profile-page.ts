import { expect, type Locator, type Page } from '@playwright/test';

export type ProfileTabName = 'Profile Information' | 'Preferences' | 'Locations';

export type LocationFields = {
  name: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
};

/**
 * /profile: the Profile Information, Preferences and Locations tabs, the Edit Profile modal and
 * the saved-location modal. Blocks are regions named by their headings.
 */
export class ProfilePage {
  constructor(readonly page: Page) {}

  /** Opens the screen, on a tab when `query` names one (e.g. "?tab=locations"). */
  async open(query = '') {
    await this.page.goto(`/profile${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  }

  async reload() {
    await this.page.reload();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  }

  tab(name: ProfileTabName) {
    return this.page.getByRole('tab', { name });
  }

  // ----- Profile Information -----

  infoSection() {
    return this.page.getByRole('region', { name: 'Profile Information' });
  }

  /** The value shown under a label of the details list (Name, Email, Phone…). */
  detail(label: string) {
    return this.infoSection().locator('dt', { hasText: label }).locator('+ dd');
  }

  async openEditModal() {
    await this.infoSection().getByRole('button', { name: 'Edit Profile' }).click();
    await expect(this.editDialog()).toBeVisible();
    return this.editDialog();
  }

  editDialog() {
    return this.page.getByRole('dialog', { name: 'Edit Profile' });
  }

  editField(label: 'First Name' | 'Last Name' | 'Email' | 'Phone Number') {
    return this.editDialog().getByRole('textbox', { name: label });
  }

  async saveProfile() {
    await this.editDialog().getByRole('button', { name: 'Save Changes' }).click();
  }

  // ----- Locations -----

  locationsSection() {
    return this.page.getByRole('region', { name: 'My Locations' });
  }

  /** The list, once loaded (no loading placeholder left). */
  async expectLocationsLoaded() {
    await expect(this.locationsSection()).toBeVisible();
    await expect(this.locationsSection().locator('[aria-busy="true"]')).toHaveCount(0);
  }

  location(name: string) {
    return this.locationsSection()
      .getByRole('list', { name: 'Saved locations' })
      .getByRole('listitem')
      .filter({ hasText: name });
  }

  locationDialog(title: 'Add New Location' | 'Edit Location') {
    return this.page.getByRole('dialog', { name: title });
  }

  async addLocation(fields: LocationFields) {
    await this.locationsSection().getByRole('button', { name: 'Add Location' }).click();
    const dialog = this.locationDialog('Add New Location');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Location name' }).fill(fields.name);
    await dialog.getByRole('textbox', { name: 'Street address' }).fill(fields.street);
    await dialog.getByRole('textbox', { name: 'City' }).fill(fields.city);
    await dialog.getByRole('textbox', { name: 'State/province' }).fill(fields.state);
    await dialog.getByRole('textbox', { name: 'Postal code' }).fill(fields.postalCode);
    await dialog.getByRole('button', { name: 'Add Location' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Delete, then confirm in the dialog that asks first. */
  async deleteLocation(name: string) {
    await this.locationsSection()
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Delete ${name}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** A red message in a block or dialog. */
  error(container: Locator, text: string) {
    return container.getByText(text);
  }
}
