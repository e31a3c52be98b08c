// The beta gate (PROMO_CODES_REQUIRED=true) and referral links.
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendRequests, friendships } from '../src/db/schema';
import { createTestApp, type TestContext } from './helpers/app';
import {
  createPromoCode,
  createVerifiedUser,
  findPromoCode,
  findUserRow,
  insertInvitation,
  postJson,
  registrationPayload,
  uniqueEmail,
  uniquePhone,
} from './helpers/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { PROMO_CODES_REQUIRED: 'true', AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' } });
});
afterAll(() => ctx.close());

const register = async (overrides: Parameters<typeof registrationPayload>[1] = {}) =>
  postJson(ctx, '/api/auth/register', await registrationPayload(ctx, overrides));
const checkPromo = (email: string) => postJson(ctx, '/api/auth/check-promo-code-required', { email });
const processReferral = (token: string, referral_code: string) =>
  postJson(ctx, '/api/auth/process-referral-login', { referral_code }, token);
const referralCodeOf = async (userId: string) => (await findUserRow(ctx, userId)).referral_code;

async function friendshipRows(a: string, b: string) {
  return ctx.database.db
    .select({ user_id: friendships.user_id, friend_id: friendships.friend_id })
    .from(friendships)
    .where(
      or(
        and(eq(friendships.user_id, a), eq(friendships.friend_id, b)),
        and(eq(friendships.user_id, b), eq(friendships.friend_id, a)),
      ),
    );
}

async function expectFriends(a: string, b: string) {
  const rows = await friendshipRows(a, b);
  expect(rows).toHaveLength(2);
  expect(rows).toEqual(
    expect.arrayContaining([
      { user_id: a, friend_id: b },
      { user_id: b, friend_id: a },
    ]),
  );
}

const promoRequired = {
  error: 'A valid promo code is required to register during the beta',
  code: 'VALIDATION_ERROR',
  fields: { promo_code: 'A valid promo code is required to register during the beta' },
};
const invalidReferral = 'Invalid referral code. Please check the link and try again.';

describe('promo codes during the beta', () => {
  it('refuses a registration without a promo code, or with an unknown one', async () => {
    for (const promo_code of [undefined, '', 'NOT-A-CODE']) {
      const response = await register({ promo_code });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(promoRequired);
    }
  });

  it('accepts a valid promo code (typed in any case) and uses it up once', async () => {
    const code = await createPromoCode(ctx, { maxUses: 5 });
    const response = await register({ promo_code: ` ${code.toLowerCase()} ` });
    expect(response.statusCode).toBe(201);
    expect((await findPromoCode(ctx, code)).uses).toBe(1);
  });

  it('refuses an exhausted code, and concurrent registrations never take more uses than it has', async () => {
    const code = await createPromoCode(ctx, { maxUses: 2 });
    const responses = await Promise.all([1, 2, 3].map(() => register({ promo_code: code })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 201, 400]);
    expect((await findPromoCode(ctx, code)).uses).toBe(2);
    expect((await register({ promo_code: code })).json()).toEqual(promoRequired);
  });

  it('refuses an expired code', async () => {
    const code = await createPromoCode(ctx, { expiresAt: new Date(ctx.clock.now().getTime() - 1000) });
    expect((await register({ promo_code: code })).json()).toEqual(promoRequired);
    expect((await findPromoCode(ctx, code)).uses).toBe(0);
  });

  it('gives back the use when the registration fails later on', async () => {
    const code = await createPromoCode(ctx, { maxUses: 1 });
    const existing = await createVerifiedUser(ctx, { promo_code: await createPromoCode(ctx) });
    const duplicate = await register({ promo_code: code, email: existing.user.email });
    expect(duplicate.statusCode).toBe(409);
    expect((await findPromoCode(ctx, code)).uses).toBe(0);
  });

  it('lets a valid referral in without a promo code, and leaves a given promo code untouched', async () => {
    const referrer = await createVerifiedUser(ctx, { promo_code: await createPromoCode(ctx) });
    const code = await createPromoCode(ctx);
    const response = await register({ referral_code: await referralCodeOf(referrer.user.id), promo_code: code });
    expect(response.statusCode).toBe(201);
    expect((await findPromoCode(ctx, code)).uses).toBe(0);
  });

  it('lets in someone with a pending invitation by email or by phone, and turns it into a request to them', async () => {
    const inviter = await createVerifiedUser(ctx, { promo_code: await createPromoCode(ctx) });
    const email = uniqueEmail('invited');
    const phone = uniquePhone();
    const byEmail = await insertInvitation(ctx, inviter.user.id, { email });
    const byPhone = await insertInvitation(ctx, inviter.user.id, { phone: uniquePhone() });

    const first = await register({ email });
    expect(first.statusCode).toBe(201);
    const [claimed] = await ctx.database.db.select().from(friendRequests).where(eq(friendRequests.id, byEmail.id));
    expect(claimed).toMatchObject({
      recipient_id: first.json().user.id,
      status: 'pending',
      sender_id: inviter.user.id,
    });

    expect((await register({ phone_number: byPhone.recipient_phone! })).statusCode).toBe(201);
    expect((await register({ phone_number: phone })).json()).toEqual(promoRequired);
  });

  it('keeps one request when a sender invited both the email and the phone of the new user', async () => {
    const inviter = await createVerifiedUser(ctx, { promo_code: await createPromoCode(ctx) });
    const email = uniqueEmail('twice');
    const phone = uniquePhone();
    await insertInvitation(ctx, inviter.user.id, { email, createdAt: new Date(Date.now() - 60_000) });
    await insertInvitation(ctx, inviter.user.id, { phone });
    const response = await register({ email, phone_number: phone });
    expect(response.statusCode, response.body).toBe(201);
    const requests = await ctx.database.db
      .select()
      .from(friendRequests)
      .where(eq(friendRequests.recipient_id, response.json().user.id));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.recipient_email).toBe(email);
  });
});

describe('POST /api/auth/check-promo-code-required', () => {
  it('requires a promo code from an address nobody invited', async () => {
    const response = await checkPromo(uniqueEmail());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ promo_code_required: true, friend_request_sender: null });
  });

  it('names the earliest pending inviter and needs no promo code', async () => {
    const early = await createVerifiedUser(ctx, {
      first_name: 'Early',
      last_name: 'Bird',
      promo_code: await createPromoCode(ctx),
    });
    const late = await createVerifiedUser(ctx, {
      first_name: 'Late',
      last_name: 'Comer',
      promo_code: await createPromoCode(ctx),
    });
    const email = uniqueEmail('wanted');
    await insertInvitation(ctx, late.user.id, { email });
    await insertInvitation(ctx, early.user.id, { email, createdAt: new Date(Date.now() - 3_600_000) });

    const response = await checkPromo(email.toUpperCase());
    expect(response.json()).toEqual({
      promo_code_required: false,
      friend_request_sender: { first_name: 'Early', last_name: 'Bird' },
    });
  });

  it('ignores invitations that are no longer pending', async () => {
    const inviter = await createVerifiedUser(ctx, { promo_code: await createPromoCode(ctx) });
    const email = uniqueEmail('declined');
    const invitation = await insertInvitation(ctx, inviter.user.id, { email });
    await ctx.database.db
      .update(friendRequests)
      .set({ status: 'declined' })
      .where(eq(friendRequests.id, invitation.id));
    expect((await checkPromo(email)).json()).toEqual({ promo_code_required: true, friend_request_sender: null });
  });

  it('refuses a malformed email', async () => {
    const response = await checkPromo('nope');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Please enter a valid email address');
  });
});

describe('referrals', () => {
  it('makes the new user and the referrer friends at registration', async () => {
    const referrer = await createVerifiedUser(ctx, { promo_code: await createPromoCode(ctx) });
    const response = await register({ referral_code: (await referralCodeOf(referrer.user.id)).toLowerCase() });
    expect(response.statusCode).toBe(201);
    await expectFriends(response.json().user.id, referrer.user.id);
  });

  it('settles an invitation from the referrer as accepted', async () => {
    const referrer = await createVerifiedUser(ctx, { promo_code: await createPromoCode(ctx) });
    const email = uniqueEmail('both');
    const invitation = await insertInvitation(ctx, referrer.user.id, { email });
    const response = await register({ email, referral_code: await referralCodeOf(referrer.user.id) });
    const [row] = await ctx.database.db.select().from(friendRequests).where(eq(friendRequests.id, invitation.id));
    expect(row).toMatchObject({ recipient_id: response.json().user.id, status: 'accepted' });
    await expectFriends(response.json().user.id, referrer.user.id);
  });

  it('refuses a registration with an unknown referral code', async () => {
    const response = await register({ referral_code: 'ZZZZZZZZ', promo_code: await createPromoCode(ctx) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: invalidReferral,
      code: 'VALIDATION_ERROR',
      fields: { referral_code: invalidReferral },
    });
  });

  it('makes friends at login with a referral code, and ignores a bad one', async () => {
    const referrer = await createVerifiedUser(ctx, { promo_code: await createPromoCode(ctx) });
    const user = await createVerifiedUser(ctx, { promo_code: await createPromoCode(ctx) });
    const login = (referral_code: string) =>
      postJson(ctx, '/api/auth/login', { email: user.user.email, password: user.password, referral_code });

    const withBadCode = await login('ZZZZZZZZ');
    expect(withBadCode.statusCode).toBe(200);
    expect(await friendshipRows(user.user.id, referrer.user.id)).toEqual([]);

    expect((await login(await referralCodeOf(user.user.id))).statusCode).toBe(200);
    expect((await login(await referralCodeOf(referrer.user.id))).statusCode).toBe(200);
    await expectFriends(user.user.id, referrer.user.id);
  });

  describe('POST /api/auth/process-referral-login', () => {
    it("befriends the code's owner, and again does nothing more (idempotent)", async () => {
      const referrer = await createVerifiedUser(ctx, { first_name: 'Robin', promo_code: await createPromoCode(ctx) });
      const user = await createVerifiedUser(ctx, { promo_code: await createPromoCode(ctx) });
      const code = await referralCodeOf(referrer.user.id);
      for (let time = 0; time < 2; time += 1) {
        const response = await processReferral(user.token, code);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true, message: "You're now friends with Robin!" });
      }
      await expectFriends(user.user.id, referrer.user.id);
    });

    it('refuses your own code', async () => {
      const user = await createVerifiedUser(ctx, { promo_code: await createPromoCode(ctx) });
      const response = await processReferral(user.token, await referralCodeOf(user.user.id));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe("You can't use your own referral link");
    });

    it('answers an unknown code with 404', async () => {
      const user = await createVerifiedUser(ctx, { promo_code: await createPromoCode(ctx) });
      const response = await processReferral(user.token, 'ZZZZZZZZ');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: invalidReferral, code: 'NOT_FOUND' });
    });

    it('needs a token', async () => {
      expect((await postJson(ctx, '/api/auth/process-referral-login', { referral_code: 'ABCDEFGH' })).statusCode).toBe(
        401,
      );
    });

    it.each([
      ['a missing code', {}],
      ['an empty code', { referral_code: '' }],
      ['a blank code', { referral_code: '   ' }],
      ['a code that is not a string', { referral_code: 12345678 }],
      ['an overlong code', { referral_code: 'A'.repeat(33) }],
    ])('answers %s with 400 and the invalid-code message', async (_label, payload) => {
      const user = await createVerifiedUser(ctx, { promo_code: await createPromoCode(ctx) });
      const response = await postJson(ctx, '/api/auth/process-referral-login', payload, user.token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: invalidReferral,
        code: 'VALIDATION_ERROR',
        fields: { referral_code: invalidReferral },
      });
    });
  });
});
