// Live updates (issue 26, docs/behaviour.md "Live updates (issue 26)"): GET /api/live-updates tells
// a person, and only that person, which of their views changed, whoever made the change.
// Signals reach the instance's one LISTEN in commit order, so "nothing reached Q" is shown by Q's
// next signal being the one meant for Q, sent after the change that was not Q's.
// On both databases: the fan-out is LISTEN/NOTIFY, which PGlite delivers in its own process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';
import { bellOf } from './helpers/bell';
import { answer, categoryIds, createEvent, eventPayload, eventsOf, HOUR, hoursFromNow } from './helpers/events';
import { createVerifiedUser, registerUser, type RegisteredUser } from './helpers/factories';
import { apiOf, makeFriends, notificationsOf, sendRequest } from './helpers/friends';
import { openLiveStream, type LiveClient } from './helpers/live-stream';
import { callerOf } from './helpers/schedule';

let ctx: TestContext;
let eventCategory: number;
const opened: LiveClient[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' }, withWorkers: false });
  const someone = await createVerifiedUser(ctx);
  eventCategory = (await categoryIds(ctx, someone)).Event!;
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await ctx.close();
});

/** A stream of `user`'s, past its `ready` event. */
async function streamOf(user: RegisteredUser, token = user.token): Promise<LiveClient> {
  const stream = await openLiveStream(ctx, token);
  opened.push(stream);
  expect(stream.status).toBe(200);
  expect(await stream.next()).toEqual({ event: 'ready', data: '{}' });
  return stream;
}

const topicsOf = (events: { data: string }[]) => new Set(events.map((event) => event.data));

async function invite(owner: RegisteredUser, guests: RegisteredUser[]) {
  return createEvent(
    ctx,
    owner,
    eventPayload(ctx, eventCategory, { participant_ids: guests.map((guest) => guest.user.id) }),
  );
}

describe('GET /api/live-updates', () => {
  it('refuses a caller without a session, with a bad token, or with an unverified email, and a HEAD', async () => {
    const anonymous = await openLiveStream(ctx);
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(await anonymous.body())).toMatchObject({ code: 'UNAUTHORIZED' });
    const forged = await openLiveStream(ctx, 'not-a-session');
    expect(forged.status).toBe(401);
    await forged.body();
    const person = await createVerifiedUser(ctx);
    const head = await ctx.app.inject({
      method: 'HEAD',
      url: '/api/live-updates',
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(head.statusCode).toBe(404);
    const unverified = await registerUser(ctx);
    const refused = await openLiveStream(ctx, unverified.token);
    expect(refused.status).toBe(403);
    expect(JSON.parse(await refused.body())).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
  });

  it('answers an event stream no cache keeps, uncompressed, and not counted as a call in flight', async () => {
    const person = await createVerifiedUser(ctx);
    const stream = await streamOf(person);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(ctx.app.requestsInFlight.count()).toBe(0);
  });

  it("tells the invitee that their calendar and bell changed, and not the organizer's other friend", async () => {
    const owner = await createVerifiedUser(ctx);
    const guest = await createVerifiedUser(ctx);
    const otherFriend = await createVerifiedUser(ctx);
    await makeFriends(ctx, owner, guest);
    await makeFriends(ctx, owner, otherFriend);
    const guestStream = await streamOf(guest);
    const otherStream = await streamOf(otherFriend);

    await invite(owner, [guest]);
    const guestEvents = await guestStream.until('bell');
    expect(topicsOf(guestEvents)).toEqual(new Set(['calendar', 'bell']));
    expect(guestEvents.every((event) => event.event === 'change')).toBe(true);

    // Then something for the other friend: if the invitation had reached them, it would come first.
    await sendRequest(ctx, await createVerifiedUser(ctx), otherFriend);
    expect(await otherStream.next()).toEqual({ event: 'change', data: 'friends' });
  });

  it("tells the organizer when a guest answers, and the guest's own other tabs", async () => {
    const owner = await createVerifiedUser(ctx);
    const guest = await createVerifiedUser(ctx);
    await makeFriends(ctx, owner, guest);
    const event = await invite(owner, [guest]);
    const ownerStream = await streamOf(owner);
    const guestStream = await streamOf(guest);

    await answer(ctx, guest, event.id, 'accepted');
    expect(topicsOf(await ownerStream.until('calendar'))).toContain('calendar');
    expect(topicsOf(await guestStream.until('calendar'))).toContain('calendar');
  });

  it('tells the guests when the organizer renames and then deletes the event, and not a friend left out', async () => {
    const owner = await createVerifiedUser(ctx);
    const guest = await createVerifiedUser(ctx);
    const leftOut = await createVerifiedUser(ctx);
    await makeFriends(ctx, owner, guest);
    await makeFriends(ctx, owner, leftOut);
    const body = eventPayload(ctx, eventCategory, { participant_ids: [guest.user.id] });
    const event = await createEvent(ctx, owner, body);
    const guestStream = await streamOf(guest);
    const leftOutStream = await streamOf(leftOut);

    const renamed = await eventsOf(ctx, owner).update(event.id, { ...body, title: 'Brunch instead' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(topicsOf(await guestStream.until('calendar'))).toContain('calendar');
    expect((await eventsOf(ctx, owner).remove(event.id)).statusCode).toBe(200);
    expect(topicsOf(await guestStream.until('calendar'))).toContain('calendar');

    await sendRequest(ctx, await createVerifiedUser(ctx), leftOut);
    expect(await leftOutStream.next()).toEqual({ event: 'change', data: 'friends' });
  });

  it('tells both people of a friend request, and each side of a new friendship', async () => {
    const sender = await createVerifiedUser(ctx);
    const recipient = await createVerifiedUser(ctx);
    const senderStream = await streamOf(sender);
    const recipientStream = await streamOf(recipient);

    const requestId = await sendRequest(ctx, sender, recipient);
    expect(await senderStream.next()).toEqual({ event: 'change', data: 'friends' });
    // The recipient's bell has a row for the request too.
    expect(topicsOf(await recipientStream.until('bell'))).toEqual(new Set(['friends', 'bell']));

    expect((await apiOf(ctx, recipient).accept(requestId)).statusCode).toBe(200);
    expect(await senderStream.next()).toEqual({ event: 'change', data: 'friends' });
    expect(await recipientStream.next()).toEqual({ event: 'change', data: 'friends' });
  });

  it("tells friends, a pending request's other side and fellow guests when a person renames themselves, and nobody else", async () => {
    const renaming = await createVerifiedUser(ctx);
    const friend = await createVerifiedUser(ctx);
    const asking = await createVerifiedUser(ctx);
    const guest = await createVerifiedUser(ctx);
    const stranger = await createVerifiedUser(ctx);
    await makeFriends(ctx, renaming, friend);
    await makeFriends(ctx, renaming, guest);
    await sendRequest(ctx, asking, renaming);
    await invite(renaming, [guest]);
    const [friendStream, askingStream, guestStream, strangerStream] = await Promise.all([
      streamOf(friend),
      streamOf(asking),
      streamOf(guest),
      streamOf(stranger),
    ]);
    const rename = (changes: object) =>
      callerOf(ctx, renaming)('PUT', '/api/auth/me', {
        first_name: renaming.user.first_name,
        last_name: renaming.user.last_name,
        email: renaming.user.email,
        ...changes,
      });

    // A change nobody else sees (the zone) tells nobody: the friend's next signals are those of an
    // invitation sent after it.
    expect((await rename({ timezone: 'Europe/Paris' })).statusCode).toBe(200);
    await invite(renaming, [friend]);
    expect(topicsOf(await friendStream.until('bell'))).toEqual(new Set(['calendar', 'bell']));

    expect((await rename({ first_name: 'Renamed' })).statusCode).toBe(200);
    expect(topicsOf(await friendStream.until('friends'))).toContain('friends');
    expect(await askingStream.next()).toEqual({ event: 'change', data: 'friends' });
    expect(topicsOf(await guestStream.until('calendar'))).toEqual(new Set(['friends', 'calendar']));

    await sendRequest(ctx, await createVerifiedUser(ctx), stranger);
    expect(await strangerStream.next()).toEqual({ event: 'change', data: 'friends' });
  });

  it('tells a person when a row of their bell is marked read, and nobody else', async () => {
    const owner = await createVerifiedUser(ctx);
    const guest = await createVerifiedUser(ctx);
    await makeFriends(ctx, owner, guest);
    await invite(owner, [guest]);
    const [row] = await notificationsOf(ctx, guest.user.id);
    const guestStream = await streamOf(guest);
    const ownerStream = await streamOf(owner);

    expect((await bellOf(ctx, guest).markRead(row!.id)).statusCode).toBe(200);
    expect(await guestStream.next()).toEqual({ event: 'change', data: 'bell' });
    await sendRequest(ctx, await createVerifiedUser(ctx), owner);
    expect(await ownerStream.next()).toEqual({ event: 'change', data: 'friends' });
  });

  it('tells a person of a bell row a job wrote (a reminder from the sweep), with no request of theirs', async () => {
    const owner = await createVerifiedUser(ctx);
    const guest = await createVerifiedUser(ctx);
    await makeFriends(ctx, owner, guest);
    const start = hoursFromNow(ctx, 30);
    const event = await createEvent(
      ctx,
      owner,
      eventPayload(ctx, eventCategory, { start_time: start, participant_ids: [guest.user.id] }),
    );
    await answer(ctx, guest, event.id, 'accepted');
    const guestStream = await streamOf(guest);
    try {
      ctx.clock.advance(Date.parse(start) - 24 * HOUR + 60_000 - ctx.clock.now().getTime());
      await ctx.services.reminders.sweep();
      expect(await guestStream.next()).toEqual({ event: 'change', data: 'bell' });
    } finally {
      ctx.clock.reset();
    }
  });

  it("ends a session's streams when it logs out, and keeps the person's other sessions'", async () => {
    const person = await createVerifiedUser(ctx);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.user.email, password: person.password },
    });
    const otherToken = login.json<{ access_token: string }>().access_token;
    const loggingOut = await streamOf(person);
    const staying = await streamOf(person, otherToken);

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(logout.statusCode).toBe(200);
    await loggingOut.ended;
    await sendRequest(ctx, await createVerifiedUser(ctx), person);
    expect(await staying.next()).toEqual({ event: 'change', data: 'friends' });
  });

  it('refuses a ninth stream of one person with 429, and takes it once another closes', async () => {
    const person = await createVerifiedUser(ctx);
    const streams = [];
    for (let index = 0; index < 8; index += 1) streams.push(await streamOf(person));
    const refused = await openLiveStream(ctx, person.token);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(JSON.parse(await refused.body())).toMatchObject({ code: 'RATE_LIMITED' });

    streams[0]!.close();
    await expect.poll(() => ctx.services.liveUpdates.hasRoomFor(person.user.id)).toBe(true);
    await streamOf(person);
  });
});

describe('shutting down', () => {
  it('ends the open streams at once, so closing the app is not held up', async () => {
    const own = await createTestApp({ withWorkers: false });
    try {
      const person = await createVerifiedUser(own);
      const stream = await openLiveStream(own, person.token);
      expect((await stream.next()).event).toBe('ready');
      await own.app.close();
      await stream.ended;
      expect(own.services.liveUpdates.count()).toBe(0);
    } finally {
      await own.queue.stop();
      await own.database.close();
    }
  });
});
