import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSends, oneTimeCodes } from '../src/db/schema';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, dashedPhone, postJson, registerUser, uniqueEmail, uniquePhone } from './helpers/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTO_VERIFIED_EMAIL_DOMAINS: 'Hangtime.test, staff.example' } });
});
afterAll(() => ctx.close());

const login = (payload: object) => postJson(ctx, '/api/auth/login', payload);
const me = (headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const FIFTEEN_MINUTES = 15 * 60_000;

const invalidLogin = { error: 'Invalid email/phone or password', code: 'UNAUTHORIZED' };
const lockedOut = { error: 'Too many login attempts. Please try again in 15 minutes.', code: 'RATE_LIMITED' };

describe('auto-verified email domains', () => {
  it('verifies a listed domain at registration (any case) and sends no code', async () => {
    const email = uniqueEmail('staff', 'HANGTIME.test');
    const registered = await registerUser(ctx, { email });
    expect(registered.user.email_verified).toBe(true);
    const address = email.toLowerCase();
    expect(await ctx.database.db.select().from(codeSends).where(eq(codeSends.address, address))).toEqual([]);
    expect(
      await ctx.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.user_id, registered.user.id)),
    ).toEqual([]);
    expect((await login({ email, password: registered.password })).statusCode).toBe(200);
  });

  it('does not extend to subdomains or other domains', async () => {
    expect((await registerUser(ctx, { email: uniqueEmail('sub', 'eu.hangtime.test') })).user.email_verified).toBe(
      false,
    );
    expect((await registerUser(ctx, { email: uniqueEmail('other', 'example.org') })).user.email_verified).toBe(false);
  });
});

describe('POST /api/auth/login', () => {
  it('logs in by email, whatever its case, and the token works', async () => {
    const user = await createVerifiedUser(ctx);
    const response = await login({ email: user.user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual(user.user);
    expect(body.access_token).not.toBe(user.token);
    expect((await me(bearer(body.access_token))).json()).toEqual(user.user);
  });

  it('logs in by phone, written as the client writes it or in E.164', async () => {
    const phone = uniquePhone();
    const user = await createVerifiedUser(ctx, { phone_number: phone });
    expect((await login({ phone_number: phone, password: user.password })).statusCode).toBe(200);
    const dashed = await login({ phone_number: dashedPhone(phone), password: user.password });
    expect(dashed.statusCode).toBe(200);
    expect(dashed.json().user.id).toBe(user.user.id);
  });

  it('answers a wrong password and an unknown account with the same 401', async () => {
    const user = await createVerifiedUser(ctx);
    const wrongPassword = await login({ email: user.user.email, password: 'not the password' });
    const unknownEmail = await login({ email: uniqueEmail('nobody'), password: 'not the password' });
    const unknownPhone = await login({ phone_number: uniquePhone(), password: 'not the password' });
    for (const response of [wrongPassword, unknownEmail, unknownPhone]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(invalidLogin);
    }
  });

  it('asks for email verification only once the password is right', async () => {
    const user = await registerUser(ctx);
    const wrong = await login({ email: user.user.email, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(invalidLogin);
    const right = await login({ email: user.user.email, password: user.password });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ error: 'Email verification required', code: 'EMAIL_NOT_VERIFIED' });
  });

  it.each([
    [{ password: 'whatever1' }, 'email', 'Email or phone number is required'],
    [{ email: 'someone@example.com' }, 'password', 'Password is required'],
    [{ email: 'someone@example.com', password: '' }, 'password', 'Password is required'],
    [{ email: 'nope', password: 'whatever1' }, 'email', 'Please enter a valid email address'],
    [{ phone_number: '12345', password: 'whatever1' }, 'phone_number', 'Please enter a valid 10-digit phone number'],
    [
      { email: 'someone@example.com', password: 'x'.repeat(129) },
      'password',
      'Password must be at most 128 characters long',
    ],
  ])('refuses %o with 400 and the message for %s', async (payload, field, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect(response.json().fields[field]).toBe(message);
  });

  it('locks an account after 10 failures in 15 minutes, even against the right password', async () => {
    const user = await createVerifiedUser(ctx);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login({ email: user.user.email, password: `wrong-${attempt}` })).statusCode).toBe(401);
    }
    // Switching to the account's phone number reaches the same counter.
    const locked = await login({ phone_number: user.user.phone_number, password: user.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(lockedOut);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    ctx.clock.advance(FIFTEEN_MINUTES + 1000);
    expect((await login({ email: user.user.email, password: user.password })).statusCode).toBe(200);
  });

  it('counts parallel failures one by one: of 30 at once, 10 get 401 and the rest 429', async () => {
    const user = await createVerifiedUser(ctx);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) => login({ email: user.user.email, password: `wrong-${attempt}` })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect((await login({ email: user.user.email, password: user.password })).statusCode).toBe(429);
  });

  it('limits an unknown account exactly like a known one (no enumeration)', async () => {
    const email = uniqueEmail('ghost');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login({ email, password: `wrong-${attempt}` })).json()).toEqual(invalidLogin);
    }
    const locked = await login({ email, password: 'anything-else' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(lockedOut);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('forgets earlier failures once the right password is given', async () => {
    const user = await createVerifiedUser(ctx);
    const fail = () => login({ email: user.user.email, password: 'nope-nope' });
    for (let attempt = 0; attempt < 9; attempt += 1) await fail();
    expect((await login({ email: user.user.email, password: user.password })).statusCode).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1) expect((await fail()).statusCode).toBe(401);
    expect((await fail()).statusCode).toBe(401);
    expect((await fail()).statusCode).toBe(429);
  });
});

describe('GET /api/auth/me', () => {
  it('answers the user without private fields', async () => {
    const user = await createVerifiedUser(ctx);
    const response = await me(bearer(user.token));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    // The spec allows the user at the top level or under `user`; behaviour §1 serves the first.
    expect(response.json()).toEqual(user.user);
    expect(response.body).not.toMatch(/password|referral|argon/i);
  });

  it.each([
    ['no token', {}],
    ['a garbage token', bearer('garbage')],
    ['a malformed header', { authorization: 'Token abc' }],
    ['an overlong token', bearer('x'.repeat(500))],
  ])('answers 401 to %s', async (_label, headers) => {
    const response = await me(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes that session only; reusing its token gets 401', async () => {
    const user = await createVerifiedUser(ctx);
    const other = (await login({ email: user.user.email, password: user.password })).json().access_token as string;

    const response = await postJson(ctx, '/api/auth/logout', {}, user.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Logged out' });

    expect((await me(bearer(user.token))).statusCode).toBe(401);
    expect((await postJson(ctx, '/api/auth/logout', {}, user.token)).statusCode).toBe(401);
    expect((await me(bearer(other))).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
  });
});
