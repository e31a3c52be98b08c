import { expect, type Page } from '@playwright/test';
import type { Person } from '../support/users';

/** /register and /registration/referral/{code}: the Create Account form and its terms modal. */
export class RegisterPage {
  constructor(private readonly page: Page) {}

  async open(referralCode?: string) {
    await this.page.goto(referralCode ? `/registration/referral/${referralCode}` : '/register');
    await expect(this.page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  }

  async fill(person: Person) {
    await this.page.getByLabel('First Name').fill(person.firstName);
    await this.page.getByLabel('Last Name').fill(person.lastName);
    await this.page.getByLabel(/^Email/).fill(person.email);
    await this.page.getByLabel('Phone Number').pressSequentially(person.phoneDigits);
    await this.page.getByLabel(/^Password/).fill(person.password);
    await this.page.getByLabel('Confirm Password').fill(person.password);
    await this.page.getByLabel('Date of Birth').fill(person.birthday);
    // The promo code field leaves once the server says none is needed (the e2e server needs none).
    await expect(this.page.getByLabel('Promo Code')).toBeHidden();
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Create Account' }).click();
  }

  termsModal() {
    return this.page.getByRole('dialog', { name: 'Terms of Use and Privacy Policy' });
  }

  async acceptTerms() {
    await this.termsModal().getByRole('button', { name: 'I Accept the Terms' }).click();
  }

  async declineTerms() {
    await this.termsModal().getByRole('button', { name: 'Decline' }).click();
  }
}
