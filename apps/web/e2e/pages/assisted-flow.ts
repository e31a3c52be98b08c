import { expect, type Locator, type Page } from '@playwright/test';

/** The assisted flow on /calendar: the "Hangtime" button, the steps and the success modal. */
export class AssistedFlow {
  constructor(readonly page: Page) {}

  button(): Locator {
    return this.page.getByRole('button', { name: 'Hangtime', exact: true });
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Hangtime', exact: true });
  }

  success(): Locator {
    return this.page.getByRole('dialog', { name: 'Event Created Successfully!' });
  }

  async open() {
    await expect(this.button()).not.toHaveAttribute('aria-disabled', 'true');
    await this.button().click();
    await this.expectStep(1);
  }

  /** "Step N of M": M counts the steps of the path chosen so far (4, or 5 hosting from step 4). */
  async expectStep(step: number, of = 4) {
    await expect(this.dialog().getByText(`Step ${step} of ${of}`)).toBeVisible();
  }

  async press(name: string) {
    await this.dialog().getByRole('button', { name, exact: true }).click();
  }

  message(): Locator {
    return this.dialog().getByRole('alert');
  }

  slots(): Locator {
    return this.dialog().getByRole('radio');
  }

  friend(name: string): Locator {
    return this.dialog().getByRole('checkbox', { name });
  }

  restaurantType(name: string | RegExp): Locator {
    return this.dialog().getByRole('checkbox', { name });
  }

  venues(): Locator {
    return this.dialog().getByRole('radiogroup', { name: 'Places' }).getByRole('radio');
  }

  /** A venue's whole card: its radio's label and details. */
  venueCard(index: number): Locator {
    return this.dialog().locator('[data-venue-id]').nth(index);
  }
}
