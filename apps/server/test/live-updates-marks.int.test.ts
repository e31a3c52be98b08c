// Marks of a person's own writes (docs/behaviour.md "Live updates (issue 26)"): a successful write
// that carries `Live-Updates-Mark` puts the mark into its person's streams, after the changes it
// made, before its answer is sent; nothing else does, and nobody else hears it.
// On both databases: the mark's place after the write's signals is NOTIFY's commit order, which
// PGlite delivers in its own process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';
import { categoryIds, createEvent, eventPayload } from './helpers/events';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { makeFriends, sendRequest } from './helpers/friends';
import { openLiveStream, type LiveClient, type LiveEvent } from './helpers/live-stream';

let ctx: TestContext;
let eventCategory: number;
const opened: LiveClient[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' }, withWorkers: false });
  eventCategory = (await categoryIds(ctx, await createVerifiedUser(ctx))).Event!;
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await ctx.close();
});

async function streamOf(user: RegisteredUser): Promise<LiveClient> {
  const stream = await openLiveStream(ctx, user.token);
  opened.push(stream);
  expect(await stream.next()).toEqual({ event: 'ready', data: '{}' });
  return stream;
}

/** A call of `user`'s that asks for `mark`. */
function callWithMark(user: RegisteredUser, mark: string) {
  return (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${user.token}`, 'live-updates-mark': mark },
    });
}

/** Events until the first mark, with it. */
async function untilMark(stream: LiveClient): Promise<LiveEvent[]> {
  const seen: LiveEvent[] = [];
  for (;;) {
    const event = await stream.next();
    seen.push(event);
    if (event.event === 'mark') return seen;
  }
}

async function organizerWithGuest() {
  const owner = await createVerifiedUser(ctx);
  const guest = await createVerifiedUser(ctx);
  await makeFriends(ctx, owner, guest);
  const body = eventPayload(ctx, eventCategory, { participant_ids: [guest.user.id] });
  const event = await createEvent(ctx, owner, body);
  return { owner, guest, body, event };
}

describe('the mark of a write', () => {
  it("comes after the write's own changes, in the writer's streams only", async () => {
    const { owner, guest, body, event } = await organizerWithGuest();
    const ownerStream = await streamOf(owner);
    const guestStream = await streamOf(guest);

    const renamed = await callWithMark(owner, 'owner-tab-rename-0001')('PUT', `/api/calendar/events/${event.id}`, {
      ...body,
      title: 'Brunch instead',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const seen = await untilMark(ownerStream);
    expect(seen.at(-1)).toEqual({ event: 'mark', data: 'owner-tab-rename-0001' });
    expect(seen.slice(0, -1)).toContainEqual({ event: 'change', data: 'calendar' });

    // The guest hears the change, and then only what comes next for them: no mark.
    expect(await guestStream.until('calendar')).not.toContainEqual(expect.objectContaining({ event: 'mark' }));
    await sendRequest(ctx, await createVerifiedUser(ctx), guest);
    expect(await guestStream.next()).toEqual({ event: 'change', data: 'friends' });
  });

  it('is not sent for a refused write, a read, or a mark that is not one', async () => {
    const { owner, body, event } = await organizerWithGuest();
    const ownerStream = await streamOf(owner);
    const url = `/api/calendar/events/${event.id}`;

    const refused = await callWithMark(owner, 'refused-write-00001')('PUT', url, { ...body, title: '' });
    expect(refused.statusCode).toBe(400);
    expect((await callWithMark(owner, 'a-read-of-the-event')('GET', url)).statusCode).toBe(200);
    const malformed = await callWithMark(owner, 'not:a mark')('PUT', url, { ...body, title: 'Lunch' });
    expect(malformed.statusCode).toBe(200);
    const kept = await callWithMark(owner, 'the-write-that-counts')('PUT', url, { ...body, title: 'Dinner' });
    expect(kept.statusCode).toBe(200);

    const marks = (await untilMark(ownerStream)).filter((seen) => seen.event === 'mark');
    expect(marks).toEqual([{ event: 'mark', data: 'the-write-that-counts' }]);
  });
});
