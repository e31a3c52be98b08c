import { expect, type Page } from '@playwright/test';

/** /login: email-or-phone and password. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/login');
    await expect(this.page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  }

  identifier() {
    return this.page.getByLabel('Email or Phone Number');
  }

  async logIn(identifier: string, password: string) {
    await this.identifier().fill(identifier);
    await this.page.getByLabel(/^Password/).fill(password);
    await this.page.getByRole('button', { name: 'Log In' }).click();
  }
}
