// Live updates across instances (issue 26): two apps on one PostgreSQL, each with its own LISTEN
// connection; a change made through one reaches a stream open on the other, and only its person's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';
import { categoryIds, createEvent, eventPayload } from './helpers/events';
import { createVerifiedUser } from './helpers/factories';
import { makeFriends, sendRequest } from './helpers/friends';
import { openLiveStream, type LiveClient } from './helpers/live-stream';

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
