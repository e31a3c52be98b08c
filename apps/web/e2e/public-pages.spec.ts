// Every public page at phone width: it renders, passes axe, and leaves a screenshot to look at.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const publicPages = [
  { path: '/', heading: 'Plan less. Hang out more.' },
  { path: '/login', heading: 'Welcome back' },
  { path: '/register', heading: 'Create Account' },
  { path: '/forgot-password', heading: 'Reset Your Password' },
  { path: '/verify-email', heading: 'Verify Your Email' },
  { path: '/email-optout', heading: 'Email Preferences' },
  { path: '/terms', heading: /terms/i },
  { path: '/privacy', heading: /privacy/i },
];

test.use({ viewport: { width: 375, height: 740 } });

for (const { path, heading } of publicPages) {
  test(`${path} works on a phone`, async ({ page }, testInfo) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, 'no sideways scrolling at 375 px').toBeLessThanOrEqual(375);

    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    await page.screenshot({ path: testInfo.outputPath('phone.png'), fullPage: true });
  });
}

test('the menu collapses on a phone and closes after a link is chosen', async ({ page }) => {
  await page.goto('/login');
  const toggle = page.getByRole('button', { name: /navigation|menu/i });
  await toggle.click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.locator('#mobile-menu')).toBeHidden();
});
