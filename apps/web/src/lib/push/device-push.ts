// This device's push subscription (behaviour.md "Installable app and push notifications"): the
// browser's permission is asked only when the person turns push on, the subscription is given to
// the server, and turning off (or logging out) takes it back on both sides.
import { publicKeyResponse, pushSuccessResponse } from '@hangtime/core/push/schemas';
import { ApiError, apiRequest } from '../api-client';

/** What the device can do: no push at all, blocked by the person, or on or off. */
export type DevicePushState = 'unsupported' | 'blocked' | 'off' | 'on';

/** The browser's parts this module uses; tests pass their own. */
export type PushBrowser = {
  serviceWorker: Pick<ServiceWorkerContainer, 'getRegistration' | 'register' | 'ready'> | undefined;
  notification:
    { permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> } | undefined;
  hasPushManager: boolean;
};

export function currentBrowser(): PushBrowser {
  return {
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    notification: typeof Notification === 'undefined' ? undefined : Notification,
    hasPushManager: typeof PushManager !== 'undefined',
  };
}

const SUBSCRIPTIONS_PATH = '/api/push/subscriptions';

/** The refusal a turn-on can end with, for the section to show. */
export class PushRefusedError extends Error {
  constructor(readonly state: 'unsupported' | 'blocked' | 'not-set-up') {
    super(state);
    this.name = 'PushRefusedError';
  }
}

function isSupported(browser: PushBrowser): browser is PushBrowser & {
  serviceWorker: NonNullable<PushBrowser['serviceWorker']>;
  notification: NonNullable<PushBrowser['notification']>;
} {
  return Boolean(browser.serviceWorker && browser.notification && browser.hasPushManager);
}

export async function readDevicePushState(browser: PushBrowser = currentBrowser()): Promise<DevicePushState> {
  if (!isSupported(browser)) return 'unsupported';
  if (browser.notification.permission === 'denied') return 'blocked';
  const registration = await browser.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && browser.notification.permission === 'granted' ? 'on' : 'off';
}

/** The VAPID public key as the browser takes it (base64url to bytes). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Asks the browser's permission (now, on the person's own gesture), subscribes, tells the server. */
export async function turnOnDevicePush(browser: PushBrowser = currentBrowser()): Promise<void> {
  if (!isSupported(browser)) throw new PushRefusedError('unsupported');
  const permission = await browser.notification.requestPermission();
  if (permission !== 'granted') throw new PushRefusedError('blocked');
  let publicKey: string;
  try {
    publicKey = (await apiRequest('/api/push/public-key', { schema: publicKeyResponse })).public_key;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new PushRefusedError('not-set-up');
    throw error;
  }
  const registration =
    (await browser.serviceWorker.getRegistration()) ?? (await browser.serviceWorker.register('/sw.js'));
  await browser.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(publicKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  try {
    await apiRequest(SUBSCRIPTIONS_PATH, {
      method: 'POST',
      body: { endpoint, keys: { p256dh: keys?.p256dh, auth: keys?.auth } },
      schema: pushSuccessResponse,
    });
  } catch (error) {
    // The server does not have it: the browser must not keep a subscription nobody sends to.
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
}

/**
 * Takes this device's subscription back from the browser, and from the server while the session
 * lasts. Never fails: once the browser has let go, its push service answers the next message
 * with 410 and the server drops the row itself, whatever became of the request here.
 */
export async function turnOffDevicePush(browser: PushBrowser = currentBrowser()): Promise<void> {
  if (!browser.serviceWorker) return;
  const registration = await browser.serviceWorker.getRegistration().catch(() => undefined);
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  if (!subscription) return;
  await apiRequest(SUBSCRIPTIONS_PATH, {
    method: 'DELETE',
    body: { endpoint: subscription.endpoint },
    schema: pushSuccessResponse,
  }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
