import { expect, type Page } from '@playwright/test';

/** /verify-email: the six-digit code and its resend. */
export class VerifyEmailPage {
  constructor(private readonly page: Page) {}

  async expectOpenFor(email: string) {
    await expect(this.page).toHaveURL(/\/verify-email/);
    await expect(this.page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
    await expect(this.page.getByText(email).first()).toBeVisible();
  }

  async verify(code: string) {
    await this.page.getByLabel(/verification code/i).fill(code);
    await this.page.getByRole('button', { name: 'Verify', exact: true }).click();
  }
}
