// The promo check without an email: what the registration form asks as it opens (behaviour "Accounts").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';
import { createPromoCode, createVerifiedUser, insertInvitation, postJson, uniqueEmail } from './helpers/factories';

const checkPromo = (ctx: TestContext, body: object) => postJson(ctx, '/api/auth/check-promo-code-required', body);

describe('check-promo-code-required with the beta gate on', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PROMO_CODES_REQUIRED: 'true' } });
  });
  afterAll(() => ctx.close());

  it('answers "required" without an email and names nobody, even when invitations are pending', async () => {
    const inviter = await createVerifiedUser(ctx, {
      first_name: 'Ana',
      last_name: 'Lee',
      promo_code: await createPromoCode(ctx),
    });
    await insertInvitation(ctx, inviter.user.id, { email: uniqueEmail('invited') });
    const response = await checkPromo(ctx, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ promo_code_required: true, friend_request_sender: null });
  });

  it('still refuses an empty or malformed email with a 400', async () => {
    for (const body of [{ email: '' }, { email: 'nope' }, { email: 42 }]) {
      const response = await checkPromo(ctx, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('check-promo-code-required with the beta gate off', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers "not required" without an email', async () => {
    const response = await checkPromo(ctx, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ promo_code_required: false, friend_request_sender: null });
  });
});
