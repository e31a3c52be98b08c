// PUT /api/friends/accept and DELETE /api/friends/decline: only the recipient answers, and only once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, registerUser, uniqueEmail } from './helpers/factories';
import {
  apiOf,
  friendsApi,
  friendshipId,
  friendUserIdsOf,
  notificationsOf,
  pendingOf,
  queuedMailKinds,
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
const requestNotFound = { error: 'Friend request not found', code: 'NOT_FOUND' };

/** A pending request from a new sender to a new recipient, and a third user who is neither. */
async function pendingRequest() {
  const sender = await user({ first_name: 'Sam', last_name: 'Sender' });
  const recipient = await user({ first_name: 'Rae', last_name: 'Recipient' });
  const requestId = await sendRequest(ctx, sender, recipient);
  return { sender, recipient, stranger: await user(), requestId };
}

describe('PUT /api/friends/accept', () => {
  it('makes the two friends on both sides and answers with the new friend: id, name and email only', async () => {
    const { sender, recipient, requestId } = await pendingRequest();
    const response = await apiOf(ctx, recipient).accept(requestId);
    expect(response.statusCode).toBe(200);
    const recipientSide = await friendshipId(ctx, recipient.user.id, sender.user.id);
    expect(response.json()).toEqual({
      success: true,
      message: 'You are now friends with Sam Sender!',
      friend: {
        id: recipientSide,
        friend: { id: sender.user.id, first_name: 'Sam', last_name: 'Sender', email: sender.user.email },
        priority: false,
        hangout_style: 'either',
        created_at: expect.any(String),
      },
    });
    expect(response.body).not.toContain(sender.payload.phone_number.slice(2));
    expect(await friendUserIdsOf(ctx, recipient)).toEqual([sender.user.id]);
    expect(await friendUserIdsOf(ctx, sender)).toEqual([recipient.user.id]);
    expect(await requestRow(ctx, requestId)).toMatchObject({ status: 'accepted', responded_at: expect.any(Date) });
  });

  it("takes the request out of the recipient's pending list and the sender's sent list", async () => {
    const { sender, recipient, requestId } = await pendingRequest();
    expect(await pendingOf(ctx, recipient)).toHaveLength(1);
    expect(await sentOf(ctx, sender)).toHaveLength(1);
    expect((await apiOf(ctx, recipient).accept(requestId)).statusCode).toBe(200);
    expect(await pendingOf(ctx, recipient)).toEqual([]);
    expect(await sentOf(ctx, sender)).toEqual([]);
  });

  it("leaves the sender a friend_request_accepted notification naming the sender's side, and queues a friend_accepted mail", async () => {
    const { sender, recipient, requestId } = await pendingRequest();
    expect((await apiOf(ctx, recipient).accept(requestId)).statusCode).toBe(200);

    const notifications = await notificationsOf(ctx, sender.user.id);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      type: 'friend_request_accepted',
      title: 'Friend request accepted',
      message: 'Rae Recipient accepted your friend request.',
      data: { friend_id: recipient.user.id, friendship_id: await friendshipId(ctx, sender.user.id, recipient.user.id) },
      is_read: false,
    });
    expect(await queuedMailKinds(ctx, sender.user.email)).toEqual(['friend_accepted']);
  });

  it('refuses the sender and a stranger with 404, and nothing changes', async () => {
    const { sender, recipient, stranger, requestId } = await pendingRequest();
    for (const someone of [sender, stranger]) {
      const response = await apiOf(ctx, someone).accept(requestId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(requestNotFound);
    }
    expect(await requestRow(ctx, requestId)).toMatchObject({ status: 'pending', responded_at: null });
    expect(await friendUserIdsOf(ctx, sender)).toEqual([]);
    expect(await friendUserIdsOf(ctx, stranger)).toEqual([]);
    expect(await notificationsOf(ctx, sender.user.id)).toEqual([]);
    expect(await queuedMailKinds(ctx, sender.user.email)).toEqual([]);
    expect((await apiOf(ctx, recipient).accept(requestId)).statusCode).toBe(200);
  });

  it('refuses anyone an invitation to an address without an account', async () => {
    const inviter = await user();
    expect((await apiOf(ctx, inviter).send({ email: uniqueEmail('nobody') })).statusCode).toBe(200);
    const [invitation] = await sentOf(ctx, inviter);
    for (const someone of [inviter, await user()]) {
      expect((await apiOf(ctx, someone).accept(invitation!.id)).json()).toEqual(requestNotFound);
    }
    expect(await requestRow(ctx, invitation!.id)).toMatchObject({ status: 'pending' });
  });

  it('lets someone invited before they had an account accept once they register', async () => {
    const inviter = await user();
    const email = uniqueEmail('invitee', 'verified.test');
    expect((await apiOf(ctx, inviter).send({ email })).statusCode).toBe(200);
    const invitee = await user({ email });
    const [request] = await pendingOf(ctx, invitee);
    expect((await apiOf(ctx, invitee).accept(request!.id)).statusCode).toBe(200);
    expect(await friendUserIdsOf(ctx, inviter)).toEqual([invitee.user.id]);
    expect(await sentOf(ctx, inviter)).toEqual([]);
  });

  it('accepts a request only once: a second accept gets 404 and tells the sender nothing more', async () => {
    const { sender, recipient, requestId } = await pendingRequest();
    expect((await apiOf(ctx, recipient).accept(requestId)).statusCode).toBe(200);
    const again = await apiOf(ctx, recipient).accept(requestId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(requestNotFound);
    expect(await friendUserIdsOf(ctx, recipient)).toEqual([sender.user.id]);
    expect(await notificationsOf(ctx, sender.user.id)).toHaveLength(1);
    expect(await queuedMailKinds(ctx, sender.user.email)).toEqual(['friend_accepted']);
  });

  it('cannot accept a request that was declined or cancelled', async () => {
    const declined = await pendingRequest();
    expect((await apiOf(ctx, declined.recipient).decline(declined.requestId)).statusCode).toBe(200);
    const cancelled = await pendingRequest();
    expect((await apiOf(ctx, cancelled.sender).remove(cancelled.requestId)).statusCode).toBe(200);

    for (const { sender, recipient, requestId } of [declined, cancelled]) {
      const response = await apiOf(ctx, recipient).accept(requestId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(requestNotFound);
      expect(await friendUserIdsOf(ctx, recipient)).toEqual([]);
      expect(await notificationsOf(ctx, sender.user.id)).toEqual([]);
    }
    expect(await requestRow(ctx, declined.requestId)).toMatchObject({ status: 'declined' });
    expect(await requestRow(ctx, cancelled.requestId)).toMatchObject({ status: 'cancelled' });
  });
});

describe('DELETE /api/friends/decline', () => {
  it('declines: the request leaves both lists, no friendship, and the sender gets no notification or mail', async () => {
    const { sender, recipient, requestId } = await pendingRequest();
    const response = await apiOf(ctx, recipient).decline(requestId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Friend request from Sam Sender has been declined.' });

    expect(await requestRow(ctx, requestId)).toMatchObject({ status: 'declined', responded_at: expect.any(Date) });
    expect(await pendingOf(ctx, recipient)).toEqual([]);
    expect(await sentOf(ctx, sender)).toEqual([]);
    expect(await friendUserIdsOf(ctx, recipient)).toEqual([]);
    expect(await friendUserIdsOf(ctx, sender)).toEqual([]);
    expect(await notificationsOf(ctx, sender.user.id)).toEqual([]);
    expect(await queuedMailKinds(ctx, sender.user.email)).toEqual([]);
  });

  it('refuses the sender and a stranger with 404, and the request stays in both lists', async () => {
    const { sender, recipient, stranger, requestId } = await pendingRequest();
    for (const someone of [sender, stranger]) {
      const response = await apiOf(ctx, someone).decline(requestId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(requestNotFound);
    }
    expect((await pendingOf(ctx, recipient)).map((request) => request.id)).toEqual([requestId]);
    expect((await sentOf(ctx, sender)).map((request) => request.id)).toEqual([requestId]);
  });

  it('cannot decline a request already accepted or declined', async () => {
    const { sender, recipient, requestId } = await pendingRequest();
    expect((await apiOf(ctx, recipient).accept(requestId)).statusCode).toBe(200);
    expect((await apiOf(ctx, recipient).decline(requestId)).json()).toEqual(requestNotFound);
    expect(await requestRow(ctx, requestId)).toMatchObject({ status: 'accepted' });
    expect(await friendUserIdsOf(ctx, recipient)).toEqual([sender.user.id]);

    const other = await pendingRequest();
    expect((await apiOf(ctx, other.recipient).decline(other.requestId)).statusCode).toBe(200);
    const again = await apiOf(ctx, other.recipient).decline(other.requestId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(requestNotFound);
  });
});

type Answer = (api: FriendsApi, requestId: unknown) => ReturnType<FriendsApi['accept']>;
const answers: [string, 'PUT' | 'DELETE', Answer][] = [
  ['/api/friends/accept', 'PUT', (api, requestId) => api.accept(requestId)],
  ['/api/friends/decline', 'DELETE', (api, requestId) => api.decline(requestId)],
];

describe.each(answers)('%s: ids and callers it refuses', (url, method, answer) => {
  it.each([
    ['an id that is not a uuid', 'not-a-uuid'],
    ['a uuid of no request', randomUUID()],
  ])('answers %s with 404', async (_label, requestId) => {
    const response = await answer(apiOf(ctx, await user()), requestId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(requestNotFound);
  });

  it.each([
    ['an empty id', ''],
    ['a blank id', '   '],
    ['a number', 5],
    ['null', null],
    ['an id over 64 characters', 'a'.repeat(65)],
  ])('answers %s with 400 naming request_id', async (_label, requestId) => {
    const response = await answer(apiOf(ctx, await user()), requestId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { request_id: expect.any(String) } });
  });

  it('answers a call without a body with 400', async () => {
    const response = await apiOf(ctx, await user()).call(method, url);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('needs a token, and leaves the request pending without one', async () => {
    const { requestId } = await pendingRequest();
    const response = await answer(friendsApi(ctx, undefined), requestId);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
    expect(await requestRow(ctx, requestId)).toMatchObject({ status: 'pending' });
  });

  it('needs a verified email, even from the recipient', async () => {
    const sender = await user();
    const recipient = await registerUser(ctx);
    const requestId = await sendRequest(ctx, sender, recipient);
    const response = await answer(apiOf(ctx, recipient), requestId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Email verification required', code: 'EMAIL_NOT_VERIFIED' });
    expect(await requestRow(ctx, requestId)).toMatchObject({ status: 'pending' });
  });
});
