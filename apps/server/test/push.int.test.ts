// Web Push (issue 26): a bell row reaches the person's devices through a local push service that
// decrypts each message with the device's own keys; the kinds they chose; devices the push
// service says are gone are dropped, failing ones kept and retried; one person cannot touch
// another's device; the VAPID key pair is made once in DATA_DIR and reused.
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { pushSubscriptions } from '../src/db/schema';
import { lazyVapidKeys, PUSH_QUEUE, VAPID_KEY_FILE } from '../src/modules/push';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { categoryIds, createEvent, eventPayload, hoursFromNow } from './helpers/events';
import { apiOf, makeFriends, sendRequest } from './helpers/friends';
import { startFakePushService, type FakeDevice, type FakePushService } from './helpers/push-endpoint';
import { waitUntil } from './helpers/wait';

let ctx: TestContext;
let pushService: FakePushService;
const dataDir = mkdtempSync(join(tmpdir(), 'hangtime-push-'));

beforeAll(async () => {
  pushService = await startFakePushService();
  ctx = await createTestApp({
    env: {
      AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test',
      // The embedded default's keys: none set, a pair made in DATA_DIR.
      DATA_DIR: dataDir,
      VAPID_PUBLIC_KEY: '',
      VAPID_PRIVATE_KEY: '',
      PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await pushService.close();
});

const user = (first_name = 'Avery') => createVerifiedUser(ctx, { first_name, last_name: 'Tester' });

function pushApi(token: string | undefined) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return {
    publicKey: () => call('GET', '/api/push/public-key'),
    subscribe: (body: object) => call('POST', '/api/push/subscriptions', body),
    unsubscribe: (endpoint: string) => call('DELETE', '/api/push/subscriptions', { endpoint }),
    kinds: () => call('GET', '/api/push/preferences'),
    setKinds: (body: object) => call('PUT', '/api/push/preferences', body),
  };
}
const pushOf = (person: RegisteredUser) => pushApi(person.token);

async function subscribedDevice(person: RegisteredUser): Promise<FakeDevice> {
  const device = pushService.newDevice();
  const response = await pushOf(person).subscribe(device.subscription);
  expect(response.statusCode, response.body).toBe(201);
  return device;
}

async function endpointsOf(person: RegisteredUser): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.user_id, person.user.id));
  return rows.map((row) => row.endpoint);
}

/** The push jobs queued for a device: queued in the bell row's transaction, so complete once the call answered. */
async function pushJobStates(device: FakeDevice): Promise<string[]> {
  const rows = await queryRows<{ state: string }>(
    ctx.database.db,
    sql`SELECT j.state FROM pgboss.job j JOIN push_subscriptions s ON s.id::text = j.data->>'subscriptionId'
        WHERE j.name = ${ctx.queueName(PUSH_QUEUE)} AND s.endpoint = ${device.subscription.endpoint}`,
  );
  return rows.map((row) => row.state);
}

describe('the VAPID key pair', () => {
  it('is generated once into DATA_DIR, readable by its owner alone, and served as the public key', async () => {
    const response = await pushOf(await user()).publicKey();
    expect(response.statusCode).toBe(200);
    const file = join(dataDir, VAPID_KEY_FILE);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    expect(response.json()).toEqual({ public_key: stored.publicKey });
    expect(Buffer.from(stored.publicKey, 'base64url')).toHaveLength(65);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // Another start on the same directory reads the same pair, it does not make a new one.
    expect(lazyVapidKeys(ctx.config)().publicKey).toBe(stored.publicKey);
    expect(readFileSync(file, 'utf8')).toBe(`${JSON.stringify(stored)}\n`);
  });

  it('is not served without a session', async () => {
    expect((await pushApi(undefined).publicKey()).statusCode).toBe(401);
  });
});

describe('delivery', () => {
  it('sends the bell row to each device, encrypted for it and signed with the server key', async () => {
    const [sam, dana] = [await user('Sam'), await user('Dana')];
    const [phone, laptop] = [await subscribedDevice(dana), await subscribedDevice(dana)];

    await sendRequest(ctx, sam, dana);

    await waitUntil(
      async () => phone.received.length === 1 && laptop.received.length === 1,
      'both devices got the push',
    );
    const [push] = phone.received;
    expect(push!.payload).toEqual({
      title: 'New friend request',
      body: expect.stringContaining('Sam Tester'),
      url: '/friends',
    });
    expect(Object.keys(push!.payload as object).sort()).toEqual(['body', 'title', 'url']);
    expect(push).toMatchObject({
      ttl: '86400',
      urgency: 'normal',
      vapidKey: (await pushOf(dana).publicKey()).json().public_key,
    });
    expect(push!.claims.aud).toBe(pushService.origin);
    expect(push!.claims.sub).toMatch(/^mailto:/);
    expect(laptop.received[0]!.payload).toEqual(push!.payload);
  });

  it("opens the event from an invitation's push, and says only what the bell row says", async () => {
    const [sam, dana] = [await user('Sam'), await user('Dana')];
    await makeFriends(ctx, sam, dana);
    const device = await subscribedDevice(dana);
    const category = (await categoryIds(ctx, sam)).Event!;
    const event = await createEvent(
      ctx,
      sam,
      eventPayload(ctx, category, {
        title: 'Board games',
        start_time: hoursFromNow(ctx, 48),
        participant_ids: [dana.user.id],
      }),
    );

    await waitUntil(async () => device.received.length === 1, 'the invitation was pushed');
    const [row] = await queryRows<{ title: string; message: string }>(
      ctx.database.db,
      sql`SELECT title, message FROM notifications WHERE user_id = ${dana.user.id} AND type = 'event_invitation'`,
    );
    expect(device.received[0]!.payload).toEqual({
      title: row!.title,
      body: row!.message,
      url: `/calendar?event=${event.id}`,
    });
  });

  it('sends only the kinds the person wants', async () => {
    const [sam, dana] = [await user('Sam'), await user('Dana')];
    const device = await subscribedDevice(dana);
    expect((await pushOf(dana).kinds()).json()).toEqual({
      kinds: { invitations: true, reminders: true, nudges: true, changes: true },
    });
    const saved = await pushOf(dana).setKinds({ invitations: false });
    expect(saved.json()).toEqual({ kinds: { invitations: false, reminders: true, nudges: true, changes: true } });

    // Sam's request is an invitation: its row is in the bell, and no push is queued for it.
    await sendRequest(ctx, sam, dana);
    expect(await pushJobStates(device)).toEqual([]);

    // Dana asks Kim, Kim accepts: "accepted" is a change, which Dana still wants.
    const kim = await user('Kim');
    const requestId = await sendRequest(ctx, dana, kim);
    expect((await apiOf(ctx, kim).accept(requestId)).statusCode).toBe(200);
    await waitUntil(async () => device.received.length === 1, 'the change was pushed');
    expect(device.received[0]!.payload).toMatchObject({ title: expect.stringMatching(/accepted/i) });
  });

  it('drops a device its push service says is gone (410)', async () => {
    const [sam, dana] = [await user('Sam'), await user('Dana')];
    const device = await subscribedDevice(dana);
    const kept = await subscribedDevice(dana);
    device.answerWith(410);

    await sendRequest(ctx, sam, dana);

    await waitUntil(async () => (await endpointsOf(dana)).length === 1, 'the gone device was dropped');
    expect(await endpointsOf(dana)).toEqual([kept.subscription.endpoint]);
    await waitUntil(async () => kept.received.length === 1, 'the other device still got it');
  });

  it('keeps a device whose push service fails (500) and retries it later', async () => {
    const [sam, dana] = [await user('Sam'), await user('Dana')];
    const device = await subscribedDevice(dana);
    device.answerWith(500);

    await sendRequest(ctx, sam, dana);

    await waitUntil(async () => (await pushJobStates(device)).includes('retry'), 'the job waits for a retry');
    expect(device.attempts).toBeGreaterThanOrEqual(1);
    expect(await endpointsOf(dana)).toEqual([device.subscription.endpoint]);
  });
});

describe('subscriptions', () => {
  it('belong to their person: another cannot remove them, and 404 says nothing more', async () => {
    const [ana, ben] = [await user('Ana'), await user('Ben')];
    const device = await subscribedDevice(ana);

    const byBen = await pushOf(ben).unsubscribe(device.subscription.endpoint);
    expect(byBen.statusCode).toBe(404);
    const unknown = await pushOf(ben).unsubscribe(`${pushService.origin}/push/never-saved`);
    expect(byBen.json()).toEqual(unknown.json());
    expect(await endpointsOf(ana)).toEqual([device.subscription.endpoint]);

    expect((await pushApi(undefined).unsubscribe(device.subscription.endpoint)).statusCode).toBe(401);
    expect((await pushOf(ana).unsubscribe(device.subscription.endpoint)).statusCode).toBe(200);
    expect(await endpointsOf(ana)).toEqual([]);
  });

  it('keep a person to ten devices, the oldest giving way', async () => {
    const person = await user();
    const devices: FakeDevice[] = [];
    for (let index = 0; index < 11; index += 1) {
      devices.push(await subscribedDevice(person));
      ctx.clock.advance(1000);
    }
    const endpoints = await endpointsOf(person);
    expect(endpoints).toHaveLength(10);
    expect(endpoints).not.toContain(devices[0]!.subscription.endpoint);
    expect(endpoints).toContain(devices[10]!.subscription.endpoint);
  });

  it('refuse what is not a push endpoint', async () => {
    const api = pushOf(await user());
    const { subscription } = pushService.newDevice();
    for (const body of [
      { ...subscription, endpoint: 'ftp://push.example/x' },
      { ...subscription, endpoint: 'https://user:secret@push.example/x' },
      { ...subscription, keys: { p256dh: 'not base64 url!', auth: subscription.keys.auth } },
      { endpoint: subscription.endpoint },
    ]) {
      const response = await api.subscribe(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await pushApi(undefined).subscribe(subscription)).statusCode).toBe(401);
  });

  it('move to whoever subscribes the same browser next', async () => {
    const [first, second] = [await user('First'), await user('Second')];
    const device = await subscribedDevice(first);
    expect((await pushOf(second).subscribe(device.subscription)).statusCode).toBe(201);
    expect(await endpointsOf(first)).toEqual([]);
    expect(await endpointsOf(second)).toEqual([device.subscription.endpoint]);
  });
});
