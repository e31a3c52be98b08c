import { expect, type Locator, type Page } from '@playwright/test';

export type NewLocation = { name: string; street: string; city: string; state: string; postalCode: string };

/** A field's label, with or without the asterisk Mantine adds to a required one. */
function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s*\\*?$`);
}

/** Clicks the visible label of a visually hidden checkbox or switch (Mantine chips and switches). */
async function clickLabelOf(page: Page, input: Locator) {
  const id = await input.getAttribute('id');
  if (!id) throw new Error('the input has no id to find its label by');
  await page.locator(`label[for="${id}"]`).click();
}

/**
 * /availability-windows: the list of windows, and the modal that adds a window, edits it whole or
 * changes one date of its series. Rows are list items found by the window's name.
 */
export class AvailabilityPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/availability-windows${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
  }

  async expectLoaded() {
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  addButton() {
    return this.page.getByRole('button', { name: 'Add Availability Window' });
  }

  list() {
    return this.page.getByRole('list', { name: 'Availability windows' });
  }

  row(name: string) {
    return this.list().getByRole('listitem').filter({ hasText: name });
  }

  message(text: string) {
    return this.page.getByRole('status').or(this.page.getByRole('alert')).filter({ hasText: text });
  }

  // ----- The modal -----

  dialog(
    title: 'Add Availability Window' | 'Edit Availability Window' | 'Change One Date' = 'Add Availability Window',
  ) {
    return this.page.getByRole('dialog', { name: title });
  }

  field(label: string, dialog = this.dialog()) {
    return dialog.getByLabel(labelled(label));
  }

  async openAddDialog() {
    await this.addButton().click();
    await expect(this.dialog()).toBeVisible();
    return this.dialog();
  }

  /** Ticks or unticks a weekday chip ("Monday" … "Sunday"). */
  async toggleDay(day: string, dialog = this.dialog()) {
    await clickLabelOf(this.page, dialog.getByRole('checkbox', { name: day }));
  }

  async toggleTravelMode(label: string, dialog = this.dialog()) {
    await clickLabelOf(this.page, dialog.getByRole('checkbox', { name: label }));
  }

  async pickSavedLocation(name: string, dialog = this.dialog()) {
    const picker = this.field('Location', dialog);
    await expect(picker).toBeEnabled();
    await picker.selectOption({ label: name });
  }

  /** Add New Location, filled and saved in its own modal; the window form then shows its address. */
  async addNewLocation(location: NewLocation, dialog = this.dialog()) {
    await dialog.getByRole('button', { name: 'Add New Location' }).click();
    const locationDialog = this.page.getByRole('dialog', { name: 'Add New Location' });
    await expect(locationDialog).toBeVisible();
    await locationDialog.getByLabel(labelled('Location name')).fill(location.name);
    await locationDialog.getByLabel(labelled('Street address')).fill(location.street);
    await locationDialog.getByLabel(labelled('City')).fill(location.city);
    await locationDialog.getByLabel(labelled('State/province')).fill(location.state);
    await locationDialog.getByLabel(labelled('Postal code')).fill(location.postalCode);
    await locationDialog.getByRole('button', { name: 'Add Location' }).click();
    await expect(locationDialog).toBeHidden();
  }

  async submit(dialog = this.dialog(), label = 'Add Window') {
    await dialog.getByRole('button', { name: label }).click();
  }

  // ----- Delete -----

  deleteDialog(name: string) {
    return this.page.getByRole('dialog', { name: `Delete ${name}?` });
  }

  async startDelete(name: string) {
    await this.page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(this.deleteDialog(name)).toBeVisible();
    return this.deleteDialog(name);
  }
}

/** /working-hours: entries in week order, each with Edit and Delete, and their modal. */
export class WorkingHoursScreen {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/working-hours${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Working hours' })).toBeVisible();
  }

  list() {
    return this.page.getByRole('list', { name: 'Working hours' });
  }

  row(text: string) {
    return this.list().getByRole('listitem').filter({ hasText: text });
  }

  dialog(title: 'Add Working Hours' | 'Edit Working Hours' = 'Edit Working Hours') {
    return this.page.getByRole('dialog', { name: title });
  }

  field(label: string, dialog = this.dialog()) {
    return dialog.getByLabel(labelled(label));
  }

  async toggleEveryWeek(dialog = this.dialog()) {
    await clickLabelOf(this.page, dialog.getByRole('switch', { name: /^Every week/ }));
  }
}
