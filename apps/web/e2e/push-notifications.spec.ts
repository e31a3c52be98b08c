// "Notifications on this device" in the profile (issue 26): nothing asked until the switch is
// turned on; then the subscription reaches the server, the kinds are saved, and logout takes the
// device back. Headless Chromium has no push service of its own, so the page's PushManager hands
// out a subscription as a push service would (an https endpoint and the device's keys).
import { expect, test, type Page } from '@playwright/test';
import { reviewScreenshot } from './support/review-screenshots';
import { newMember, signIn } from './support/session';

test.use({ serviceWorkers: 'allow' });

/** A PushManager whose subscription lives in localStorage, so it outlasts a reload as a real one does. */
async function fakePushService(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const storageKey = 'fake-push-subscription';
    const make = (endpoint: string) => ({
      endpoint,
      toJSON: () => ({
        endpoint,
        keys: {
          p256dh: 'BOr6JVhtmcn3Zx1w9mmLk-kUNXx5kBaz0z0TMV3aKcQ8VuaN7hBvSUmqvRXuHnvU8mbqy6xu1xHyaF6tVcZBoKo',
          auth: 'c2VjcmV0LWF1dGgtMTIz',
        },
      }),
      unsubscribe: async () => {
        localStorage.removeItem(storageKey);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe() {
      const endpoint = `https://push.invalid/${crypto.randomUUID()}`;
      localStorage.setItem(storageKey, endpoint);
      return make(endpoint) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      const endpoint = localStorage.getItem(storageKey);
      return (endpoint ? make(endpoint) : null) as unknown as PushSubscription;
    };
  });
}

test('push is turned on from the profile, its kinds chosen, and logout takes the device back', async ({
  page,
  context,
}) => {
  const { token } = await newMember('Pushy');
  await signIn(page, token);
  await fakePushService(page);
  await context.grantPermissions(['notifications']);

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Notifications on this device' });
  const toggle = section.getByRole('switch', { name: 'Push notifications on this device' });
  await expect(toggle).not.toBeChecked();
  await expect(section.getByRole('checkbox')).toHaveCount(0);
  await reviewScreenshot(page, 'push-profile-off', { fullPage: true });

  const subscribed = page.waitForResponse((response) => response.url().endsWith('/api/push/subscriptions'));
  await toggle.click({ force: true });
  expect((await subscribed).status()).toBe(201);
  await expect(toggle).toBeChecked();
  const nudges = section.getByRole('checkbox', { name: 'Nudges to answer' });
  await expect(nudges).toBeChecked();

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/push/preferences') && response.request().method() === 'PUT',
  );
  await nudges.click();
  expect(await (await saved).json()).toEqual({
    kinds: { invitations: true, reminders: true, nudges: false, changes: true },
  });
  await reviewScreenshot(page, 'push-profile-on', { fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await section.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, 'push-profile-on-phone');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Another visit: the device is still on, and the choice was kept on the server.
  await page.reload();
  await expect(toggle).toBeChecked();
  await expect(nudges).not.toBeChecked();

  const removed = page.waitForResponse(
    (response) => response.url().endsWith('/api/push/subscriptions') && response.request().method() === 'DELETE',
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  expect((await removed).status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('fake-push-subscription'))).toBeNull();
});

test("a person who refuses the browser's permission is told how to allow it", async ({ page }) => {
  const { token } = await newMember('Refuser');
  await signIn(page, token);
  await fakePushService(page);
  await page.addInitScript(() => {
    Notification.requestPermission = async () => 'denied';
  });

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Notifications on this device' });
  await section.getByRole('switch', { name: 'Push notifications on this device' }).click({ force: true });
  await expect(section.getByText('Notifications are blocked for Hangtime in this browser.')).toBeVisible();
  await expect(section.getByRole('switch', { name: 'Push notifications on this device' })).not.toBeChecked();
  await reviewScreenshot(page, 'push-profile-blocked', { fullPage: true });
});
