// The reads of the Friends screen: GET /api/friends, /pending, /sent-requests and /referral-code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';
import {
  createVerifiedUser,
  findUserRow,
  registerUser,
  registrationPayload,
  postJson,
  uniqueEmail,
  uniquePhone,
} from './helpers/factories';
import {
  apiOf,
  friendsApi,
  friendsOf,
  friendUserIdsOf,
  makeFriends,
  pendingOf,
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
/** The next request is stored a minute after the previous one, so "newest first" has one answer. */
const aMinuteLater = () => ctx.clock.advance(60_000);
const isoInstant = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

describe('GET /api/friends', () => {
  it('lists a friend with only their id, name and email, beside your own priority and hangout style', async () => {
    const me = await user();
    const friend = await user({ first_name: 'Fern', last_name: 'Friend' });
    const { aSide } = await makeFriends(ctx, me, friend);

    const response = await apiOf(ctx, me).list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      friends: [
        {
          id: aSide,
          friend: { id: friend.user.id, first_name: 'Fern', last_name: 'Friend', email: friend.user.email },
          priority: false,
          hangout_style: 'either',
          created_at: isoInstant,
        },
      ],
    });
    const row = await findUserRow(ctx, friend.user.id);
    for (const secret of [
      friend.payload.phone_number,
      friend.payload.phone_number.slice(2),
      row.referral_code,
      friend.payload.birthday,
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('answers an empty list to someone without friends', async () => {
    expect((await apiOf(ctx, await user()).list()).json()).toEqual({ friends: [] });
  });

  it('lists priority friends first, then by name whatever its case', async () => {
    const me = await user();
    const [bob, amy, zoe] = [
      await user({ first_name: 'Bob' }),
      await user({ first_name: 'amy' }),
      await user({ first_name: 'Zoe' }),
    ];
    for (const friend of [bob, amy, zoe]) await makeFriends(ctx, me, friend);
    const { aSide } = await makeFriends(ctx, me, await user({ first_name: 'Yves' }));
    expect((await apiOf(ctx, me).preferences(aSide!, { priority: true })).statusCode).toBe(200);

    const names = (await friendsOf(ctx, me)).map((entry) => entry.friend.first_name);
    expect(names).toEqual(['Yves', 'amy', 'Bob', 'Zoe']);
  });

  it("leaves out pending requests both ways and your friends' own friends", async () => {
    const [me, friend, asked, asker, friendOfFriend] = [
      await user(),
      await user(),
      await user(),
      await user(),
      await user(),
    ];
    await makeFriends(ctx, me, friend);
    await makeFriends(ctx, friend, friendOfFriend);
    await sendRequest(ctx, me, asked);
    await sendRequest(ctx, asker, me);
    expect(await friendUserIdsOf(ctx, me)).toEqual([friend.user.id]);
  });
});

describe('GET /api/friends/pending', () => {
  it("lists requests to you newest first, each with only the sender's name and email", async () => {
    const me = await user();
    const first = await user({ first_name: 'Fay', last_name: 'First' });
    const second = await user({ first_name: 'Sid', last_name: 'Second' });
    const firstId = await sendRequest(ctx, first, me);
    aMinuteLater();
    const secondId = await sendRequest(ctx, second, me);

    const response = await apiOf(ctx, me).pending();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      pending_requests: [
        {
          id: secondId,
          created_at: isoInstant,
          sender: { first_name: 'Sid', last_name: 'Second', email: second.user.email },
        },
        {
          id: firstId,
          created_at: isoInstant,
          sender: { first_name: 'Fay', last_name: 'First', email: first.user.email },
        },
      ],
    });
    expect(response.body).not.toContain(first.payload.phone_number.slice(2));
    expect(response.body).not.toContain(first.user.id);
  });

  it('leaves out requests you sent and requests already accepted, declined or cancelled', async () => {
    const me = await user();
    const [asked, accepted, declined, cancelled, waiting] = [
      await user(),
      await user(),
      await user(),
      await user(),
      await user(),
    ];
    await sendRequest(ctx, me, asked);
    expect((await apiOf(ctx, me).accept(await sendRequest(ctx, accepted, me))).statusCode).toBe(200);
    expect((await apiOf(ctx, me).decline(await sendRequest(ctx, declined, me))).statusCode).toBe(200);
    expect((await apiOf(ctx, cancelled).remove(await sendRequest(ctx, cancelled, me))).statusCode).toBe(200);
    const waitingId = await sendRequest(ctx, waiting, me);

    expect((await pendingOf(ctx, me)).map((request) => request.id)).toEqual([waitingId]);
  });

  it('shows an invitation to someone who had no account once they register with that address', async () => {
    const inviter = await user({ first_name: 'Ines', last_name: 'Inviter' });
    const email = uniqueEmail('newcomer', 'verified.test');
    expect((await apiOf(ctx, inviter).send({ email })).statusCode).toBe(200);
    const [invitation] = await sentOf(ctx, inviter);

    const newcomer = await user({ email });
    expect(await pendingOf(ctx, newcomer)).toEqual([
      {
        id: invitation!.id,
        created_at: invitation!.created_at,
        sender: { first_name: 'Ines', last_name: 'Inviter', email: inviter.user.email },
      },
    ]);
  });
});

describe('GET /api/friends/sent-requests', () => {
  it('shows a request to a member by the address you typed, and nothing about their account', async () => {
    const me = await user();
    const member = await user({ first_name: 'Quentin', last_name: 'Quiet' });
    expect((await apiOf(ctx, me).send({ phone: member.payload.phone_number })).statusCode).toBe(200);

    const response = await apiOf(ctx, me).sent();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      sent_requests: [
        {
          id: expect.any(String),
          created_at: isoInstant,
          recipient: { phone: member.payload.phone_number },
          recipient_email: null,
          recipient_phone: member.payload.phone_number,
        },
      ],
    });
    for (const hidden of [member.user.id, member.user.email, 'Quentin', 'Quiet'])
      expect(response.body).not.toContain(hidden);
  });

  it('names a request to a member by email as the email typed, never their account or name', async () => {
    const me = await user();
    const member = await user({ first_name: 'Rowan', last_name: 'Reserved' });
    expect((await apiOf(ctx, me).send({ email: member.user.email.toUpperCase() })).statusCode).toBe(200);

    const response = await apiOf(ctx, me).sent();
    expect(response.json().sent_requests).toEqual([
      {
        id: expect.any(String),
        created_at: isoInstant,
        recipient: { email: member.user.email },
        recipient_email: member.user.email,
        recipient_phone: null,
      },
    ]);
    for (const hidden of [member.user.id, member.payload.phone_number, 'Rowan', 'Reserved'])
      expect(response.body).not.toContain(hidden);
  });

  it('lists invitations to people without an account, by email and by phone, newest first', async () => {
    const me = await user();
    const email = uniqueEmail('outsider');
    const phone = uniquePhone();
    expect((await apiOf(ctx, me).send({ email: email.toUpperCase() })).statusCode).toBe(200);
    aMinuteLater();
    expect((await apiOf(ctx, me).send({ phone })).statusCode).toBe(200);

    expect(await sentOf(ctx, me)).toEqual([
      {
        id: expect.any(String),
        created_at: isoInstant,
        recipient: { phone },
        recipient_email: null,
        recipient_phone: phone,
      },
      {
        id: expect.any(String),
        created_at: isoInstant,
        recipient: { email },
        recipient_email: email,
        recipient_phone: null,
      },
    ]);
  });

  it('still shows only the typed address after the invited person registers', async () => {
    const me = await user();
    const email = uniqueEmail('joiner', 'verified.test');
    expect((await apiOf(ctx, me).send({ email })).statusCode).toBe(200);
    const joiner = await user({ email, first_name: 'Juno', last_name: 'Joiner' });

    const response = await apiOf(ctx, me).sent();
    expect(response.json().sent_requests).toEqual([
      {
        id: expect.any(String),
        created_at: isoInstant,
        recipient: { email },
        recipient_email: email,
        recipient_phone: null,
      },
    ]);
    for (const hidden of [joiner.user.id, joiner.payload.phone_number, 'Juno'])
      expect(response.body).not.toContain(hidden);
  });

  it('leaves out requests already answered and requests sent to you', async () => {
    const me = await user();
    const [accepter, decliner, asker, waiting] = [await user(), await user(), await user(), await user()];
    expect((await apiOf(ctx, accepter).accept(await sendRequest(ctx, me, accepter))).statusCode).toBe(200);
    expect((await apiOf(ctx, decliner).decline(await sendRequest(ctx, me, decliner))).statusCode).toBe(200);
    await sendRequest(ctx, asker, me);
    const waitingId = await sendRequest(ctx, me, waiting);

    expect((await sentOf(ctx, me)).map((request) => request.id)).toEqual([waitingId]);
  });
});

describe('GET /api/friends/referral-code', () => {
  it('returns your own code, the same on every call, and its registration link', async () => {
    const me = await user();
    const response = await apiOf(ctx, me).referral();
    expect(response.statusCode).toBe(200);
    const { referral_code } = response.json();
    expect(referral_code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(response.json()).toEqual({ referral_code, referral_link: `/registration/referral/${referral_code}` });
    expect(referral_code).toBe((await findUserRow(ctx, me.user.id)).referral_code);
    expect((await apiOf(ctx, me).referral()).json().referral_code).toBe(referral_code);
    expect((await apiOf(ctx, await user()).referral()).json().referral_code).not.toBe(referral_code);
  });

  it('gives a code that makes whoever registers with it your friend', async () => {
    const me = await user();
    const { referral_code } = (await apiOf(ctx, me).referral()).json();
    const registration = await postJson(ctx, '/api/auth/register', await registrationPayload(ctx, { referral_code }));
    expect(registration.statusCode).toBe(201);
    expect(await friendUserIdsOf(ctx, me)).toEqual([registration.json().user.id]);
  });
});

const reads: [string, (api: FriendsApi) => ReturnType<FriendsApi['list']>][] = [
  ['GET /api/friends', (api) => api.list()],
  ['GET /api/friends/pending', (api) => api.pending()],
  ['GET /api/friends/sent-requests', (api) => api.sent()],
  ['GET /api/friends/referral-code', (api) => api.referral()],
];

describe('who may read the lists', () => {
  it.each(reads)('%s needs a token, and a token that was handed out', async (_call, read) => {
    for (const token of [undefined, 'not-a-session-token']) {
      const response = await read(friendsApi(ctx, token));
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
  });

  it.each(reads)('%s needs a verified email', async (_call, read) => {
    const response = await read(apiOf(ctx, await registerUser(ctx)));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Email verification required', code: 'EMAIL_NOT_VERIFIED' });
  });
});
