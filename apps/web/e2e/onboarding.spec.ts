// Onboarding end to end: a new member rates activities, adds a window with a new location,
// answers a friend request and copies the referral link, then lands on the profile, whose
// Preferences tab shows and changes the ratings made here. Screenshots at desktop and phone widths.
import { expect, type Page } from '@playwright/test';
import { OnboardingPage, PreferencesTab } from './pages/onboarding-page';
import { APP_PORT } from './support/ports';
import { fullName, sendRequestThroughApi, test } from './support/friends';
import { newMember, signIn, type Member } from './support/session';
import { areReviewScreenshotsOn, reviewScreenshot } from './support/review-screenshots';

const viewports = [
  { label: '1280', size: { width: 1280, height: 900 } },
  { label: '375', size: { width: 375, height: 812 } },
] as const;

type Rated = { name: string; category_name: string; rating: string };

/** GET /api/preferences as `member`: what the server stored, not what the screen shows. */
async function ratedThroughApi(member: Member): Promise<Rated[]> {
  const response = await fetch(`http://127.0.0.1:${APP_PORT}/api/preferences`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { preferences: Rated[] }).preferences;
}

async function shoot(page: Page, name: string) {
  if (!areReviewScreenshotsOn()) return;
  const current = page.viewportSize();
  for (const { label, size } of viewports) {
    await page.setViewportSize(size);
    await reviewScreenshot(page, `onboarding-${name}-${label}`, { fullPage: true });
  }
  if (current) await page.setViewportSize(current);
}

test('a new member completes onboarding: ratings, a window with a location, a friend, the link', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const olive = await newMember('Olive');
  const parker = await newMember('Parker');
  await sendRequestThroughApi(parker, olive.person.email);
  await signIn(page, olive.token);
  const onboarding = new OnboardingPage(page);
  await onboarding.open();

  // Step 1: rate three of the popular activities; each is saved as it is chosen.
  await onboarding.expectStep('Set Your Preferences');
  await expect(onboarding.currentStepIndicator()).toContainText('Set Your Preferences');
  await expect(onboarding.previousButton()).toBeDisabled();
  await expect(onboarding.activities()).toHaveCount(12);
  await expect(page.getByText('0 preference(s) selected')).toBeVisible();
  const [first, second, third] = [
    await onboarding.activity(0),
    await onboarding.activity(1),
    await onboarding.activity(2),
  ];
  expect(await onboarding.rate('Like', first.name)).toBe(true);
  expect(await onboarding.rate('Like', second.name)).toBe(true);
  expect(await onboarding.rate('Dislike', third.name)).toBe(true);
  await expect(onboarding.ratingButton('Like', first.name)).toHaveAttribute('aria-pressed', 'true');
  await expect(onboarding.ratingButton('Dislike', third.name)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('3 preference(s) selected')).toBeVisible();
  await expect(page.getByText(/change these preferences later in your profile/)).toBeVisible();
  const stored = await ratedThroughApi(olive);
  expect(stored.map(({ name, rating }) => ({ name, rating })).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
    [
      { name: first.name, rating: 'like' },
      { name: second.name, rating: 'like' },
      { name: third.name, rating: 'dislike' },
    ].sort((a, b) => a.name.localeCompare(b.name)),
  );
  await shoot(page, 'step1-preferences');
  await onboarding.continueButton().click();

  // Step 2: no window yet, so Continue waits; the form starts from the onboarding defaults.
  await onboarding.expectStep('Add Availability Windows');
  await expect(page.getByText('0 window(s) added')).toBeVisible();
  await expect(onboarding.continueButton()).toBeDisabled();
  await onboarding.openWindowForm();
  await expect(onboarding.field('Window name')).toBeFocused();
  await expect(onboarding.field('Start time')).toHaveValue('18:00');
  await expect(onboarding.field('End time')).toHaveValue('22:00');
  await expect(onboarding.field('Frequency')).toHaveValue('weekly');
  await expect(onboarding.field('Max travel time (minutes)')).toHaveValue('30');
  // Nothing named, no place: core's words, and the focus on the first thing to fix.
  await onboarding.submitWindow();
  await expect(onboarding.windowForm().getByText('Please enter a window name.')).toBeVisible();
  await expect(onboarding.windowForm().getByText('Address is required.')).toBeVisible();
  await expect(onboarding.field('Window name')).toBeFocused();
  await shoot(page, 'step2-form-errors');
  await onboarding.field('Window name').fill('Weeknight evenings');
  await onboarding.addLocation({
    name: 'Home',
    street: '12 Elm St',
    city: 'Brooklyn',
    state: 'NY',
    postalCode: '11201',
  });
  await expect(onboarding.field('Address')).toHaveValue('12 Elm St, Brooklyn, NY 11201');
  await shoot(page, 'step2-form');
  await onboarding.submitWindow();
  await expect(page.getByText('1 window(s) added')).toBeVisible();
  await expect(onboarding.windows()).toHaveCount(1);
  await expect(onboarding.windows().first()).toContainText('Weeknight evenings');
  await expect(onboarding.windows().first()).toContainText('6:00 PM – 10:00 PM · Mon, Tue, Wed, Thu, Fri');
  await expect(onboarding.windows().first()).toContainText('Home · 12 Elm St, Brooklyn, NY 11201');
  await expect(onboarding.continueButton()).toBeEnabled();
  await shoot(page, 'step2-availability');
  await onboarding.continueButton().click();

  // Step 3: Parker's request waits; accept it, copy the link; Skip for now is off here.
  await onboarding.expectStep('Connect with Friends');
  await expect(onboarding.skipButton()).toBeDisabled();
  await expect(page.getByText('1 pending friend request(s)')).toBeVisible();
  await shoot(page, 'step3-friends');
  const parkerName = fullName(parker);
  await onboarding
    .pendingSection()
    .getByRole('button', { name: `Accept friend request from ${parkerName}` })
    .click();
  await expect(
    onboarding.confirmation(onboarding.pendingSection(), `You are now friends with ${parkerName}!`),
  ).toBeVisible();
  await expect(page.getByText('0 pending friend request(s)')).toBeVisible();
  await onboarding.inviteSection().getByRole('button', { name: 'Copy Link' }).click();
  await expect(onboarding.confirmation(onboarding.inviteSection(), 'Referral link copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^${baseURL}/registration/referral/[A-Za-z0-9]+$`));

  await onboarding.completeButton().click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('the Preferences tab shows a rating made in onboarding, and a change there persists', async ({ page }) => {
  const rowan = await newMember('Rowan');
  await signIn(page, rowan.token);
  const onboarding = new OnboardingPage(page);
  await onboarding.open();
  await onboarding.expectStep('Set Your Preferences');
  const picked = await onboarding.activity(3);
  expect(await onboarding.rate('Like', picked.name)).toBe(true);

  // Skipping past the steps: Skip for now on 1 and 2, then Complete Onboarding on 3.
  await onboarding.skipButton().click();
  await onboarding.expectStep('Add Availability Windows');
  await onboarding.skipButton().click();
  await onboarding.expectStep('Connect with Friends');
  await onboarding.completeButton().click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('tab', { name: 'Preferences' }).click();
  const tab = new PreferencesTab(page);
  await tab.expectLoaded();
  await expect(tab.summary()).toContainText(picked.name);
  await tab.openCategory(picked.category);
  await expect(tab.ratingButton('Like', picked.name)).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'preferences-tab');

  // By keyboard: the rating buttons are ordinary buttons.
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/api\/preferences\/categories\/\d+$/.test(response.url()),
  );
  await tab.ratingButton('Dislike', picked.name).focus();
  await page.keyboard.press('Enter');
  expect((await saved).ok()).toBe(true);
  await expect(tab.ratingButton('Dislike', picked.name)).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await tab.expectLoaded();
  await tab.openCategory(picked.category);
  await expect(tab.ratingButton('Dislike', picked.name)).toHaveAttribute('aria-pressed', 'true');
  await expect(tab.ratingButton('Like', picked.name)).toHaveAttribute('aria-pressed', 'false');
  expect(await ratedThroughApi(rowan)).toEqual([expect.objectContaining({ name: picked.name, rating: 'dislike' })]);
});

test('a refused rating is put back with the spec text, and a failed list offers a retry', async ({ page }) => {
  const sage = await newMember('Sage');
  await signIn(page, sage.token);
  const onboarding = new OnboardingPage(page);

  let failList = true;
  await page.route('**/api/preferences/most-liked', async (route) => {
    if (failList) await route.fulfill({ status: 500, json: { error: 'Something went wrong', code: 'INTERNAL' } });
    else await route.fallback();
  });
  await onboarding.open();
  await expect(onboarding.error('Failed to load popular preferences. Please try again.')).toBeVisible();
  await shoot(page, 'step1-load-error');
  failList = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await onboarding.expectStep('Set Your Preferences');

  await page.route('**/api/preferences/categories/*', (route) =>
    route.fulfill({ status: 503, json: { error: 'Service unavailable', code: 'UNAVAILABLE' } }),
  );
  const first = await onboarding.activity(0);
  expect(await onboarding.rate('Like', first.name)).toBe(false);
  await expect(onboarding.error('Failed to save preference. Please try again.')).toBeVisible();
  await expect(onboarding.ratingButton('Like', first.name)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('0 preference(s) selected')).toBeVisible();
  await shoot(page, 'step1-save-error');
  expect(await ratedThroughApi(sage)).toEqual([]);
});
