import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import {
  applicationServerKey,
  PushRefusedError,
  readDevicePushState,
  turnOffDevicePush,
  turnOnDevicePush,
  type PushBrowser,
} from './device-push';

const PUBLIC_KEY = 'BOr6JVhtmcn3Zx1w9mmLk-kUNXx5kBaz0z0TMV3aKcQ8VuaN7hBvSUmqvRXuHnvU8mbqy6xu1xHyaF6tVcZBoKo';
const ENDPOINT = 'https://push.example/device-1';
const SUBSCRIPTIONS = '/api/push/subscriptions';

/** A browser whose push service hands out one subscription, and whose permission answer is set. */
function fakeBrowser(options: { permission?: NotificationPermission; answer?: NotificationPermission } = {}) {
  let current: { endpoint: string; unsubscribe: () => Promise<boolean>; toJSON: () => object } | null = null;
  const subscribe = vi.fn(async (request: PushSubscriptionOptionsInit) => {
    current = {
      endpoint: ENDPOINT,
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
      toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'cDI1NmRo', auth: 'YXV0aA' }, request }),
    };
    return current;
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => current } };
  const notification = {
    permission: options.permission ?? ('default' as NotificationPermission),
    requestPermission: vi.fn(async () => {
      notification.permission = options.answer ?? 'granted';
      return notification.permission;
    }),
  };
  const browser = {
    serviceWorker: {
      getRegistration: async () => registration,
      register: async () => registration,
      ready: Promise.resolve(registration),
    },
    notification,
    hasPushManager: true,
  } as unknown as PushBrowser;
  return { browser, notification, subscribe, current: () => current };
}

describe('device push', () => {
  beforeEach(() => window.localStorage.setItem('token', 'token-1'));

  it('asks nothing until turned on; then asks, subscribes with the server key and tells the server', async () => {
    const api = mockApi({
      'GET /api/push/public-key': () => ({ body: { public_key: PUBLIC_KEY } }),
      [`POST ${SUBSCRIPTIONS}`]: () => ({ status: 201, body: { success: true } }),
    });
    const fake = fakeBrowser();
    expect(await readDevicePushState(fake.browser)).toBe('off');
    expect(fake.notification.requestPermission).not.toHaveBeenCalled();

    await turnOnDevicePush(fake.browser);

    expect(fake.notification.requestPermission).toHaveBeenCalledTimes(1);
    const [options] = fake.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toEqual(applicationServerKey(PUBLIC_KEY));
    expect(api.callsTo('POST', SUBSCRIPTIONS)[0]!.body).toEqual({
      endpoint: ENDPOINT,
      keys: { p256dh: 'cDI1NmRo', auth: 'YXV0aA' },
    });
    expect(await readDevicePushState(fake.browser)).toBe('on');
  });

  it('stops when the person refuses, without a subscription or a call', async () => {
    const api = mockApi({});
    const fake = fakeBrowser({ answer: 'denied' });
    await expect(turnOnDevicePush(fake.browser)).rejects.toEqual(new PushRefusedError('blocked'));
    expect(fake.subscribe).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
    expect(await readDevicePushState(fake.browser)).toBe('blocked');
  });

  it('says so when the browser has no push, and when the server has none set up', async () => {
    mockApi({ 'GET /api/push/public-key': () => ({ status: 404, body: { error: 'Not set up', code: 'NOT_FOUND' } }) });
    const noPush = { serviceWorker: undefined, notification: undefined, hasPushManager: false } as PushBrowser;
    expect(await readDevicePushState(noPush)).toBe('unsupported');
    await expect(turnOnDevicePush(noPush)).rejects.toEqual(new PushRefusedError('unsupported'));
    await expect(turnOnDevicePush(fakeBrowser().browser)).rejects.toEqual(new PushRefusedError('not-set-up'));
  });

  it('lets the browser go of a subscription the server would not take', async () => {
    mockApi({
      'GET /api/push/public-key': () => ({ body: { public_key: PUBLIC_KEY } }),
      [`POST ${SUBSCRIPTIONS}`]: () => ({ status: 500, body: { error: 'Internal', code: 'INTERNAL' } }),
    });
    const fake = fakeBrowser();
    await expect(turnOnDevicePush(fake.browser)).rejects.toThrow();
    expect(fake.current()).toBeNull();
  });

  it('turns off on both sides, and in the browser even when the server cannot be reached', async () => {
    mockApi({
      'GET /api/push/public-key': () => ({ body: { public_key: PUBLIC_KEY } }),
      [`POST ${SUBSCRIPTIONS}`]: () => ({ status: 201, body: { success: true } }),
    });
    const fake = fakeBrowser();
    await turnOnDevicePush(fake.browser);
    const api = mockApi({ [`DELETE ${SUBSCRIPTIONS}`]: () => 'network-error' });

    await turnOffDevicePush(fake.browser);

    expect(api.callsTo('DELETE', SUBSCRIPTIONS)[0]!.body).toEqual({ endpoint: ENDPOINT });
    expect(fake.current()).toBeNull();
    expect(await readDevicePushState(fake.browser)).toBe('off');
  });
});

describe('applicationServerKey', () => {
  it('decodes base64url to the key bytes', () => {
    expect(Array.from(applicationServerKey('AQID_-8'))).toEqual([1, 2, 3, 255, 239]);
  });
});
