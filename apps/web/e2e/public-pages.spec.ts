// Every public page at phone width: it renders, passes axe, breaks none of its own CSP, and leaves a
// screenshot to look at.
import { expect, test } from '@playwright/test';
import { axeCheck, WCAG_21_AA_TAGS } from './support/axe';
import { APP_PORT } from './support/ports';
import { newMember } from './support/session';
import { reviewScreenshot } from './support/review-screenshots';

type PublicPage = { path: string; heading: string | RegExp; banner?: string };

/** `{code}` in a path stands for a real member's referral code, fetched once per worker. */
const publicPages: PublicPage[] = [
  { path: '/', heading: 'Plan less. Hang out more.' },
  { path: '/login', heading: 'Welcome back' },
  { path: '/login/referral/{code}', heading: 'Welcome back', banner: 'Referrer invited you to Hangtime!' },
  { path: '/register', heading: 'Create Account' },
  { path: '/registration/referral/{code}', heading: 'Create Account', banner: 'Referrer invited you to Hangtime!' },
  { path: '/forgot-password', heading: 'Reset Your Password' },
  { path: '/verify-email', heading: 'Verify Your Email' },
  { path: '/email-optout', heading: 'Email Preferences' },
  { path: '/terms', heading: /terms/i },
  { path: '/privacy', heading: /privacy/i },
];

let referralCode: Promise<string> | undefined;

/** The referral code of a new member, as the Friends screen shows it (GET /api/friends/referral-code). */
function memberReferralCode(): Promise<string> {
  referralCode ??= newMember('Referrer').then(async (member) => {
    const response = await fetch(`http://127.0.0.1:${APP_PORT}/api/friends/referral-code`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    const body = (await response.json()) as { referral_code?: string };
    if (!response.ok || !body.referral_code) throw new Error(`referral-code answered ${response.status}`);
    return body.referral_code;
  });
  return referralCode;
}

test.use({ viewport: { width: 375, height: 740 } });

// What the page's Content-Security-Policy refused, as the browser reports it (and Lighthouse's
// best practices count it): none, on every page.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const refused: string[] = [];
    Object.assign(window, { __refusedByCsp: refused });
    document.addEventListener('securitypolicyviolation', (event) =>
      refused.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
});

for (const { path, heading, banner } of publicPages) {
  test(`${path} works on a phone`, async ({ page }) => {
    await page.goto(path.includes('{code}') ? path.replace('{code}', await memberReferralCode()) : path);
    await expect(page.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible();
    if (banner) await expect(page.getByRole('alert').filter({ hasText: banner })).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, 'no sideways scrolling at 375 px').toBeLessThanOrEqual(375);

    const { violations } = await axeCheck(page).withTags(WCAG_21_AA_TAGS).analyze();
    const where = violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    );
    expect(
      violations.map((violation) => `${violation.id}: ${violation.help}`),
      where.join('\n'),
    ).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __refusedByCsp: string[] }).__refusedByCsp)).toEqual([]);

    await reviewScreenshot(page, `public${path.replace(/[^a-z0-9]+/gi, '-')}-phone`, { fullPage: true });
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
