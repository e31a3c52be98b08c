import { expect, type Locator, type Page, type Response } from '@playwright/test';

/**
 * The bell of the navigation bar and its dropdown. The bar draws one bell for wide screens and
 * one for phones and hides the other, so every locator here keeps to what is visible.
 */
export class NotificationBell {
  constructor(readonly page: Page) {}

  button() {
    return this.page.getByRole('button', { name: 'Notifications', exact: true });
  }

  /** The red count on the bell ("1" … "9", "9+"); absent when nothing wants attention. */
  badge() {
    return this.page.getByTestId('notification-count').filter({ visible: true });
  }

  panel() {
    return this.page.getByRole('dialog', { name: 'Notifications' });
  }

  /** "N Item(s)" or "No Notifications". */
  header() {
    return this.panel().getByRole('heading', { level: 2 });
  }

  section(name: 'Friend Requests' | 'Event Invitations' | 'Other Notifications' | 'Upcoming Events') {
    return this.panel().getByRole('region', { name });
  }

  item(name: string | RegExp): Locator {
    return this.panel().getByRole('link', { name });
  }

  /** Opens it with a click and waits until it has faded in. */
  async open() {
    await this.button().click();
    await expect(this.panel()).toBeVisible();
    await expect(this.panel()).toHaveCSS('opacity', '1');
  }
}

/** The fixed, dismissible setup reminders that follow a login: one card, paged with "1 of 3". */
export class SetupReminders {
  constructor(readonly page: Page) {}

  region() {
    return this.page.getByRole('region', { name: 'Setup reminders' });
  }

  banners() {
    return this.region().getByRole('status');
  }

  banner(title: string) {
    return this.banners().filter({ hasText: title });
  }

  /** Pages the card (from its first reminder) until it shows `title`. */
  async show(title: string) {
    const previous = this.region().getByRole('button', { name: 'Previous reminder' });
    const next = this.region().getByRole('button', { name: 'Next reminder' });
    while ((await previous.count()) > 0 && (await previous.isEnabled())) await previous.click();
    for (let step = 0; step < 3 && (await this.banner(title).count()) === 0; step += 1) await next.click();
    await expect(this.banner(title)).toBeVisible();
  }

  async dismiss(title: string) {
    await this.show(title);
    await this.page.getByRole('button', { name: `Dismiss ${title}` }).click();
    await expect(this.banner(title)).toHaveCount(0);
  }
}

const checkPaths = ['/api/availability-windows/occurrences', '/api/friends', '/api/preferences'];

/**
 * Resolves once the three post-login checks have answered (call it before the page loads). Each
 * promise resolves to its response, in the order of `checkPaths`.
 */
export function waitForPostLoginChecks(page: Page): Promise<Response[]> {
  return Promise.all(
    checkPaths.map((path) =>
      page.waitForResponse(
        (response) => new URL(response.url()).pathname === path && response.request().method() === 'GET',
      ),
    ),
  );
}
