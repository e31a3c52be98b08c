// POST /api/friends/send-request: requests to members, invitations to anyone else, and the refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, dashedPhone, registerUser, uniqueEmail, uniquePhone } from './helpers/factories';
import {
  apiOf,
  friendsApi,
  makeFriends,
  notificationsOf,
  queuedMailKinds,
  requestsFrom,
  sendRequest,
} from './helpers/friends';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' } });
});
afterAll(() => ctx.close());

const user = (overrides: Parameters<typeof createVerifiedUser>[1] = {}) => createVerifiedUser(ctx, overrides);
const sent = { message: 'Friend request sent!', outcome: 'sent' };

describe('sending to a member', () => {
  it('stores a pending request with the typed address, notifies the recipient and queues a friend_request mail', async () => {
    const sender = await user({ first_name: 'Sam', last_name: 'Sender' });
    const recipient = await user();
    const response = await apiOf(ctx, sender).send({ email: recipient.user.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(sent);

    const [request] = await requestsFrom(ctx, sender.user.id);
    expect(request).toMatchObject({
      recipient_id: recipient.user.id,
      recipient_email: recipient.user.email,
      recipient_phone: null,
      status: 'pending',
    });
    const [notification] = await notificationsOf(ctx, recipient.user.id);
    expect(notification).toMatchObject({
      type: 'friend_request',
      title: 'New friend request',
      message: 'Sam Sender sent you a friend request.',
      is_read: false,
      data: { request_id: request!.id, sender_id: sender.user.id, sender_name: 'Sam Sender' },
    });
    expect(await queuedMailKinds(ctx, recipient.user.email)).toEqual(['friend_request']);
  });

  it('finds a member by phone, written as the client writes it', async () => {
    const sender = await user();
    const recipient = await user();
    const response = await apiOf(ctx, sender).send({ phone: dashedPhone(recipient.payload.phone_number) });
    expect(response.json()).toEqual(sent);
    const [request] = await requestsFrom(ctx, sender.user.id);
    expect(request).toMatchObject({
      recipient_id: recipient.user.id,
      recipient_email: null,
      recipient_phone: recipient.payload.phone_number,
    });
    expect(await queuedMailKinds(ctx, recipient.user.email)).toEqual(['friend_request']);
  });
});

describe('sending to an address without an account', () => {
  it('answers exactly as for a member, stores an invitation and mails the referral link', async () => {
    const sender = await user({ first_name: 'Ivy' });
    const email = uniqueEmail('outsider');
    const response = await apiOf(ctx, sender).send({ email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(sent);
    const [invitation] = await requestsFrom(ctx, sender.user.id);
    expect(invitation).toMatchObject({
      recipient_id: null,
      recipient_email: email,
      recipient_phone: null,
      status: 'pending',
    });
    expect(await queuedMailKinds(ctx, email)).toEqual(['friend_invitation']);
  });

  it('stores a phone invitation and sends nothing', async () => {
    const sender = await user();
    const phone = uniquePhone();
    const response = await apiOf(ctx, sender).send({ phone: phone.slice(2) });
    expect(response.json()).toEqual(sent);
    const [invitation] = await requestsFrom(ctx, sender.user.id);
    expect(invitation).toMatchObject({ recipient_id: null, recipient_email: null, recipient_phone: phone });
    expect(await notificationsOf(ctx, sender.user.id)).toEqual([]);
  });
});

describe('refusals', () => {
  it('refuses yourself, by email or by phone', async () => {
    const me = await user();
    for (const to of [{ email: me.user.email.toUpperCase() }, { phone: dashedPhone(me.payload.phone_number) }]) {
      const response = await apiOf(ctx, me).send(to);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: "You can't send a friend request to yourself",
        code: 'VALIDATION_ERROR',
      });
    }
    expect(await requestsFrom(ctx, me.user.id)).toEqual([]);
  });

  it('refuses a friend, by email or phone', async () => {
    const [a, b] = [await user(), await user()];
    await makeFriends(ctx, a, b);
    for (const to of [{ email: b.user.email }, { phone: b.payload.phone_number }]) {
      const response = await apiOf(ctx, a).send(to);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'You are already friends with this person', code: 'CONFLICT' });
    }
  });

  it('refuses a second request to the same member, whichever address names them', async () => {
    const [sender, recipient] = [await user(), await user()];
    await sendRequest(ctx, sender, recipient);
    for (const to of [{ email: recipient.user.email }, { phone: recipient.payload.phone_number }]) {
      const response = await apiOf(ctx, sender).send(to);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'You already sent a friend request to this person', code: 'CONFLICT' });
    }
    expect(await requestsFrom(ctx, sender.user.id)).toHaveLength(1);
    expect(await queuedMailKinds(ctx, recipient.user.email)).toEqual(['friend_request']);
  });

  it('refuses a second invitation to the same address with the same 409', async () => {
    const sender = await user();
    const email = uniqueEmail('twice');
    const phone = uniquePhone();
    expect((await apiOf(ctx, sender).send({ email })).statusCode).toBe(200);
    expect((await apiOf(ctx, sender).send({ phone })).statusCode).toBe(200);
    for (const to of [{ email }, { phone }]) {
      const response = await apiOf(ctx, sender).send(to);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('You already sent a friend request to this person');
    }
    expect(await queuedMailKinds(ctx, email)).toEqual(['friend_invitation']);
  });

  it('lets another sender invite the same address', async () => {
    const email = uniqueEmail('popular');
    for (const sender of [await user(), await user()]) {
      expect((await apiOf(ctx, sender).send({ email })).json()).toEqual(sent);
    }
  });
});

describe('a request to someone who already asked you', () => {
  it('accepts theirs instead of sending one: friends, their request accepted, they are told', async () => {
    const asker = await user({ first_name: 'Asha', last_name: 'Asker' });
    const me = await user({ first_name: 'Mo', last_name: 'Me' });
    const requestId = await sendRequest(ctx, asker, me);

    const response = await apiOf(ctx, me).send({ phone: asker.payload.phone_number });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You are now friends with Asha Asker!', outcome: 'accepted' });

    expect(await requestsFrom(ctx, me.user.id)).toEqual([]);
    const [request] = await requestsFrom(ctx, asker.user.id);
    expect(request).toMatchObject({ id: requestId, status: 'accepted', responded_at: expect.any(Date) });
    const friends = (await apiOf(ctx, me).list()).json().friends;
    expect(friends.map((friend: { friend: { id: string } }) => friend.friend.id)).toEqual([asker.user.id]);
    const [notification] = await notificationsOf(ctx, asker.user.id);
    expect(notification).toMatchObject({
      type: 'friend_request_accepted',
      message: 'Mo Me accepted your friend request.',
    });
    expect(await queuedMailKinds(ctx, asker.user.email)).toEqual(['friend_accepted']);
  });
});

describe('validation', () => {
  it.each([
    ['nothing', {}, 'email', 'Send either an email or a phone number'],
    ['both', { email: 'a@example.com', phone: '+12125550100' }, 'email', 'Send either an email or a phone number'],
    ['an empty email', { email: '  ' }, 'email', 'Please enter an email address'],
    ['an empty phone', { phone: '' }, 'phone', 'Please enter a phone number'],
    ['a malformed email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['a malformed phone', { phone: '12345' }, 'phone', 'Please enter a valid 10-digit phone number'],
    ['an unknown field', { email: 'a@example.com', note: 'hi' }, 'body', expect.any(String)],
  ])('answers %s with 400 naming the field', async (_label, body, field, message) => {
    const response = await apiOf(ctx, await user()).send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [field]: message } });
  });

  it('answers a body that is not JSON with 400', async () => {
    const sender = await user();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/friends/send-request',
      payload: 'email=a@example.com',
      headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('who may send', () => {
  it('needs a token', async () => {
    const response = await friendsApi(ctx, undefined).send({ email: uniqueEmail() });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('needs a verified email, and sends nothing before', async () => {
    const unverified = await registerUser(ctx);
    const email = uniqueEmail('target');
    const response = await apiOf(ctx, unverified).send({ email });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Email verification required', code: 'EMAIL_NOT_VERIFIED' });
    expect(await requestsFrom(ctx, unverified.user.id)).toEqual([]);
    expect(await queuedMailKinds(ctx, email)).toEqual([]);
  });
});
