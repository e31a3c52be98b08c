// Live updates across instances (issue 26): two apps on one PostgreSQL, each with its own LISTEN
// connection; a change made through one reaches a stream open on the other, and only its person's.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../src/db/change-listener';
import { openDatabase } from '../src/db/client';
import { createTestApp, type TestContext } from './helpers/app';
import { categoryIds, createEvent, eventPayload } from './helpers/events';
import { createVerifiedUser } from './helpers/factories';
import { makeFriends, sendRequest } from './helpers/friends';
import { openLiveStream, type LiveClient } from './helpers/live-stream';
import { createScratchDatabase } from './helpers/server-process';

let first: TestContext;
let second: TestContext;
const opened: LiveClient[] = [];

beforeAll(async () => {
  [first, second] = (await Promise.all([0, 1].map(() => createTestApp({ withWorkers: false })))) as [
    TestContext,
    TestContext,
  ];
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await Promise.all([first, second].map((ctx) => ctx?.close()));
});

async function streamOn(ctx: TestContext, token: string) {
  const stream = await openLiveStream(ctx, token);
  opened.push(stream);
  expect(stream.status).toBe(200);
  expect((await stream.next()).event).toBe('ready');
  return stream;
}

describe('two instances on one PostgreSQL', () => {
  it("fan an invitation made on one out to the invitee's stream on the other, and to nobody else", async () => {
    const owner = await createVerifiedUser(first);
    const guest = await createVerifiedUser(first);
    const bystander = await createVerifiedUser(first);
    await makeFriends(first, owner, guest);
    await makeFriends(first, owner, bystander);
    const guestOnSecond = await streamOn(second, guest.token);
    const bystanderOnSecond = await streamOn(second, bystander.token);
    const guestOnFirst = await streamOn(first, guest.token);

    const category = (await categoryIds(first, owner)).Event!;
    await createEvent(first, owner, eventPayload(first, category, { participant_ids: [guest.user.id] }));

    for (const stream of [guestOnSecond, guestOnFirst]) {
      const topics = new Set((await stream.until('bell')).map((event) => event.data));
      expect(topics).toEqual(new Set(['calendar', 'bell']));
    }
    // Made on the second instance, for the bystander: had the invitation reached them, it would come first.
    await sendRequest(second, await createVerifiedUser(second), bystander);
    expect(await bystanderOnSecond.next()).toEqual({ event: 'change', data: 'friends' });
  });
});

describe("a write's mark across instances", () => {
  it("reaches the writer's stream on the other instance after the write's own changes", async () => {
    const owner = await createVerifiedUser(first);
    const guest = await createVerifiedUser(first);
    await makeFriends(first, owner, guest);
    const ownerOnSecond = await streamOn(second, owner.token);

    const category = (await categoryIds(first, owner)).Event!;
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/calendar/events',
      payload: eventPayload(first, category, { participant_ids: [guest.user.id] }),
      headers: { authorization: `Bearer ${owner.token}`, 'live-updates-mark': 'made-on-the-first-one' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const seen = [];
    for (let event = await ownerOnSecond.next(); ; event = await ownerOnSecond.next()) {
      seen.push(event);
      if (event.event === 'mark') break;
    }
    expect(seen.at(-1)).toEqual({ event: 'mark', data: 'made-on-the-first-one' });
    expect(seen.slice(0, -1)).toContainEqual({ event: 'change', data: 'calendar' });
  });
});

describe('a lost LISTEN connection', () => {
  it("ends the instance's streams, and the instance listens again by itself", async () => {
    // A database of its own, so the only live-updates listener in it is this app's.
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    const own = await createTestApp({
      withWorkers: false,
      openDatabase: () => openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 3 }),
    });
    try {
      const owner = await createVerifiedUser(own);
      const guest = await createVerifiedUser(own);
      await makeFriends(own, owner, guest);
      const before = await streamOn(own, guest.token);

      const admin = new pg.Client({ connectionString: scratch.url });
      await admin.connect();
      const killed = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
        [LISTENER_APPLICATION_NAME],
      );
      await admin.end();
      expect(killed.rowCount).toBe(1);
      await before.ended;

      // A stream opens only once the instance listens again (until then: 503 with Retry-After).
      let after: LiveClient | undefined;
      await expect
        .poll(
          async () => {
            const attempt = await openLiveStream(own, guest.token);
            if (attempt.status === 200) after = attempt;
            else await attempt.body();
            return attempt.status;
          },
          { timeout: 20_000, interval: 100 },
        )
        .toBe(200);
      opened.push(after!);
      expect((await after!.next()).event).toBe('ready');
      const category = (await categoryIds(own, owner)).Event!;
      await createEvent(own, owner, eventPayload(own, category, { participant_ids: [guest.user.id] }));
      expect((await after!.until('bell')).map((event) => event.data)).toContain('calendar');
    } finally {
      await own.close();
      await scratch.drop();
    }
  });
});
