// DELETE /api/friends/{id} (remove a friend, cancel your request) and PUT /api/friends/{id}/preferences.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hangoutStyles } from '@hangtime/core/friends/schemas';
import { users } from '../src/db/schema';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, uniqueEmail } from './helpers/factories';
import {
  apiOf,
  friendsApi,
  friendshipId,
  friendsOf,
  friendUserIdsOf,
  makeFriends,
  pendingOf,
  requestRow,
  sendRequest,
  sentOf,
  type FriendsApi,
} from './helpers/friends';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' } });
});
afterAll(() => ctx.close());

const user = (overrides: Parameters<typeof createVerifiedUser>[1] = {}) => createVerifiedUser(ctx, overrides);
const friendOrRequestNotFound = { error: 'Friend or friend request not found', code: 'NOT_FOUND' };
const friendNotFound = { error: 'Friend not found', code: 'NOT_FOUND' };

/** Two friends, each side's friendship id, and a third user who is neither's friend. */
async function friendPair() {
  const [me, friend, stranger] = [await user(), await user(), await user()];
  const { aSide, bSide } = await makeFriends(ctx, me, friend);
  return { me, friend, stranger, mySide: aSide!, theirSide: bSide! };
}

/** What `viewer` has set about their one friend, from GET /api/friends. */
async function settingsOf(viewer: Parameters<typeof friendsOf>[1]) {
  const [entry] = await friendsOf(ctx, viewer);
  return { priority: entry!.priority, hangout_style: entry!.hangout_style };
}

describe('DELETE /api/friends/{id} with a friendship', () => {
  it('removes the friendship from both friends lists', async () => {
    const { me, friend, mySide } = await friendPair();
    const response = await apiOf(ctx, me).remove(mySide);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Friend removed' });
    expect(await friendUserIdsOf(ctx, me)).toEqual([]);
    expect(await friendUserIdsOf(ctx, friend)).toEqual([]);
    expect(await friendshipId(ctx, friend.user.id, me.user.id)).toBeNull();
  });

  it('lets either friend remove it with the id of their own side', async () => {
    const { me, friend, theirSide } = await friendPair();
    expect((await apiOf(ctx, friend).remove(theirSide)).json()).toEqual({ success: true, message: 'Friend removed' });
    expect(await friendUserIdsOf(ctx, me)).toEqual([]);
  });

  it("refuses the friend's side id and a stranger with 404, and the friendship stays", async () => {
    const { me, friend, stranger, mySide, theirSide } = await friendPair();
    for (const [someone, id] of [
      [friend, mySide],
      [me, theirSide],
      [stranger, mySide],
    ] as const) {
      const response = await apiOf(ctx, someone).remove(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(friendOrRequestNotFound);
    }
    expect(await friendUserIdsOf(ctx, me)).toEqual([friend.user.id]);
    expect(await friendUserIdsOf(ctx, friend)).toEqual([me.user.id]);
  });

  it('removes only that friend, and a second removal gets 404', async () => {
    const { me, friend, mySide } = await friendPair();
    const other = await user();
    await makeFriends(ctx, me, other);
    expect((await apiOf(ctx, me).remove(mySide)).statusCode).toBe(200);
    expect(await friendUserIdsOf(ctx, me)).toEqual([other.user.id]);
    expect(await friendUserIdsOf(ctx, other)).toEqual([me.user.id]);
    expect((await apiOf(ctx, me).remove(mySide)).json()).toEqual(friendOrRequestNotFound);
    expect(await friendUserIdsOf(ctx, friend)).toEqual([]);
  });

  it('leaves the two free to become friends again', async () => {
    const { me, friend, mySide } = await friendPair();
    expect((await apiOf(ctx, me).remove(mySide)).statusCode).toBe(200);
    await makeFriends(ctx, friend, me);
    expect(await friendUserIdsOf(ctx, me)).toEqual([friend.user.id]);
  });
});

describe('DELETE /api/friends/{id} with a request', () => {
  it("cancels the sender's pending request: it leaves the sender's sent list and the recipient's pending list", async () => {
    const [sender, recipient] = [await user(), await user()];
    const requestId = await sendRequest(ctx, sender, recipient);
    const response = await apiOf(ctx, sender).remove(requestId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Friend request cancelled' });
    expect(await requestRow(ctx, requestId)).toMatchObject({ status: 'cancelled', responded_at: expect.any(Date) });
    expect(await sentOf(ctx, sender)).toEqual([]);
    expect(await pendingOf(ctx, recipient)).toEqual([]);
    expect(await friendUserIdsOf(ctx, recipient)).toEqual([]);
  });

  it('cancels an invitation, so the invited person who registers later finds no request', async () => {
    const sender = await user();
    const email = uniqueEmail('late', 'verified.test');
    expect((await apiOf(ctx, sender).send({ email })).statusCode).toBe(200);
    const [invitation] = await sentOf(ctx, sender);
    expect((await apiOf(ctx, sender).remove(invitation!.id)).json()).toEqual({
      success: true,
      message: 'Friend request cancelled',
    });
    expect(await sentOf(ctx, sender)).toEqual([]);
    expect(await pendingOf(ctx, await user({ email }))).toEqual([]);
  });

  it('refuses the recipient and a stranger with 404, and the request stays pending', async () => {
    const [sender, recipient, stranger] = [await user(), await user(), await user()];
    const requestId = await sendRequest(ctx, sender, recipient);
    for (const someone of [recipient, stranger]) {
      const response = await apiOf(ctx, someone).remove(requestId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(friendOrRequestNotFound);
    }
    expect((await pendingOf(ctx, recipient)).map((request) => request.id)).toEqual([requestId]);
    expect((await sentOf(ctx, sender)).map((request) => request.id)).toEqual([requestId]);
  });

  it('cannot cancel a request once accepted: its id names nothing, and the friendship stays', async () => {
    const [sender, recipient] = [await user(), await user()];
    const { requestId } = await makeFriends(ctx, sender, recipient);
    expect((await apiOf(ctx, sender).remove(requestId)).json()).toEqual(friendOrRequestNotFound);
    expect(await requestRow(ctx, requestId)).toMatchObject({ status: 'accepted' });
    expect(await friendUserIdsOf(ctx, recipient)).toEqual([sender.user.id]);
  });

  it('tells request ids from friendship ids: each removes only what it names', async () => {
    const { me, friend, mySide } = await friendPair();
    const asked = await user();
    const requestId = await sendRequest(ctx, me, asked);
    const ids = [
      ...(await friendsOf(ctx, me)).map((entry) => entry.id),
      ...(await sentOf(ctx, me)).map((request) => request.id),
    ];
    expect(new Set(ids).size).toBe(2);

    expect((await apiOf(ctx, me).remove(requestId)).json().message).toBe('Friend request cancelled');
    expect(await friendUserIdsOf(ctx, me)).toEqual([friend.user.id]);
    await sendRequest(ctx, me, asked);
    expect((await apiOf(ctx, me).remove(mySide)).json().message).toBe('Friend removed');
    expect(await sentOf(ctx, me)).toHaveLength(1);
  });
});

describe('PUT /api/friends/{id}/preferences', () => {
  it('marks a friend priority on your side only', async () => {
    const { me, friend, mySide } = await friendPair();
    const response = await apiOf(ctx, me).preferences(mySide, { priority: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      friend: {
        id: mySide,
        friend: {
          id: friend.user.id,
          first_name: friend.user.first_name,
          last_name: friend.user.last_name,
          email: friend.user.email,
        },
        priority: true,
        hangout_style: 'either',
        created_at: expect.any(String),
      },
    });
    expect(await settingsOf(me)).toEqual({ priority: true, hangout_style: 'either' });
    expect(await settingsOf(friend)).toEqual({ priority: false, hangout_style: 'either' });
  });

  it.each(hangoutStyles)('sets hangout style %s and keeps it', async (style) => {
    const { me, friend, mySide } = await friendPair();
    const start = style === 'either' ? 'solo_only' : 'either';
    expect((await apiOf(ctx, me).preferences(mySide, { hangout_style: start })).statusCode).toBe(200);
    const response = await apiOf(ctx, me).preferences(mySide, { hangout_style: style });
    expect(response.json().friend).toMatchObject({ hangout_style: style, priority: false });
    expect(await settingsOf(me)).toEqual({ priority: false, hangout_style: style });
    expect(await settingsOf(friend)).toEqual({ priority: false, hangout_style: 'either' });
  });

  it('changes only the fields sent, and each friend keeps their own settings', async () => {
    const { me, friend, mySide, theirSide } = await friendPair();
    expect(
      (await apiOf(ctx, me).preferences(mySide, { priority: true, hangout_style: 'groups_only' })).statusCode,
    ).toBe(200);
    expect((await apiOf(ctx, friend).preferences(theirSide, { hangout_style: 'solo_only' })).statusCode).toBe(200);
    expect((await apiOf(ctx, me).preferences(mySide, { hangout_style: 'either' })).statusCode).toBe(200);
    expect(await settingsOf(me)).toEqual({ priority: true, hangout_style: 'either' });
    expect((await apiOf(ctx, me).preferences(mySide, { priority: false })).statusCode).toBe(200);
    expect(await settingsOf(me)).toEqual({ priority: false, hangout_style: 'either' });
    expect(await settingsOf(friend)).toEqual({ priority: false, hangout_style: 'solo_only' });
  });

  it.each([
    ['nothing to change', {}, 'body'],
    ['a priority that is not a boolean', { priority: 'yes' }, 'priority'],
    ['a null priority', { priority: null }, 'priority'],
    ['an unknown hangout style', { hangout_style: 'sometimes' }, 'hangout_style'],
    ['a hangout style in capitals', { hangout_style: 'SOLO_ONLY' }, 'hangout_style'],
    ['an unknown field', { priority: true, friend_id: randomUUID() }, 'body'],
  ])('answers %s with 400 naming the field, and changes nothing', async (_label, body, field) => {
    const { me, mySide } = await friendPair();
    const response = await apiOf(ctx, me).preferences(mySide, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [field]: expect.any(String) } });
    expect(await settingsOf(me)).toEqual({ priority: false, hangout_style: 'either' });
  });

  it('answers a call without a body with 400', async () => {
    const { me, mySide } = await friendPair();
    const response = await apiOf(ctx, me).call('PUT', `/api/friends/${mySide}/preferences`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it("refuses the friend's side, a stranger and a request id with 404, and nothing changes", async () => {
    const { me, friend, stranger, mySide, theirSide } = await friendPair();
    const requestId = await sendRequest(ctx, me, stranger);
    const attempts = [
      [friend, mySide],
      [me, theirSide],
      [stranger, mySide],
      [me, requestId],
      [stranger, requestId],
    ] as const;
    for (const [someone, id] of attempts) {
      const response = await apiOf(ctx, someone).preferences(id, { priority: true, hangout_style: 'solo_only' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(friendNotFound);
    }
    expect(await settingsOf(me)).toEqual({ priority: false, hangout_style: 'either' });
    expect(await settingsOf(friend)).toEqual({ priority: false, hangout_style: 'either' });
  });

  it('answers 404 once the friendship is removed', async () => {
    const { me, friend, mySide, theirSide } = await friendPair();
    expect((await apiOf(ctx, friend).remove(theirSide)).statusCode).toBe(200);
    expect((await apiOf(ctx, me).preferences(mySide, { priority: true })).json()).toEqual(friendNotFound);
  });
});

type Change = [string, (api: FriendsApi, id: string) => ReturnType<FriendsApi['remove']>, object];
const changes: Change[] = [
  ['DELETE /api/friends/{id}', (api, id) => api.remove(id), friendOrRequestNotFound],
  ['PUT /api/friends/{id}/preferences', (api, id) => api.preferences(id, { priority: true }), friendNotFound],
];

describe.each(changes)('%s: ids and callers it refuses', (_call, change, notFound) => {
  it.each([
    ['an id that is not a uuid', 'not-a-uuid'],
    ['a blank id', ' '],
    ['an empty id', ''],
    ['a uuid of nothing', randomUUID()],
  ])('answers %s with 404', async (_label, id) => {
    const response = await change(apiOf(ctx, await user()), id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
  });

  it('answers an id over 64 characters with 400 naming id', async () => {
    const response = await change(apiOf(ctx, await user()), 'a'.repeat(65));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { id: expect.any(String) } });
  });

  it('needs a token, and changes nothing without one', async () => {
    const { me, friend, mySide } = await friendPair();
    const response = await change(friendsApi(ctx, undefined), mySide);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
    expect(await friendUserIdsOf(ctx, friend)).toEqual([me.user.id]);
    expect(await settingsOf(me)).toEqual({ priority: false, hangout_style: 'either' });
  });

  it('needs a verified email, as after changing to an address not verified yet', async () => {
    const { me, friend, mySide } = await friendPair();
    const setVerified = (email_verified: boolean) =>
      ctx.database.db.update(users).set({ email_verified }).where(eq(users.id, me.user.id));
    await setVerified(false);
    const response = await change(apiOf(ctx, me), mySide);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Email verification required', code: 'EMAIL_NOT_VERIFIED' });
    await setVerified(true);
    expect(await friendUserIdsOf(ctx, friend)).toEqual([me.user.id]);
    expect(await settingsOf(me)).toEqual({ priority: false, hangout_style: 'either' });
  });
});
