// Email verification codes and the send limits shared by every code (verification and reset).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, postJson, registerUser, uniqueEmail } from './helpers/factories';
import { listMail, subjects, waitForCode, waitForMail } from './helpers/mail';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const sendVerification = (email: string) => postJson(ctx, '/api/auth/send-email-verification', { email });
const verifyEmail = (email: string, code: string) => postJson(ctx, '/api/auth/verify-email', { email, code });
const login = (email: string, password: string) => postJson(ctx, '/api/auth/login', { email, password });
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const MINUTE = 60_000;

const sent = { success: true, message: 'Verification code sent! Please check your email.' };
const invalidCode = {
  error: 'Invalid or expired verification code',
  code: 'INVALID_CODE',
  fields: { code: 'Invalid or expired verification code' },
};

describe('POST /api/auth/verify-email', () => {
  it('verifies the email with the mailed code, after which login works', async () => {
    const user = await registerUser(ctx);
    expect((await login(user.user.email, user.password)).statusCode).toBe(403);
    const code = await waitForCode(ctx, user.user.email, subjects.verification);

    const response = await verifyEmail(user.user.email.toUpperCase(), code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Email verified successfully' });
    expect((await login(user.user.email, user.password)).statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(me.json().email_verified).toBe(true);
  });

  it('takes each code once', async () => {
    const user = await registerUser(ctx);
    const code = await waitForCode(ctx, user.user.email, subjects.verification);
    expect((await verifyEmail(user.user.email, code)).statusCode).toBe(200);
    const again = await verifyEmail(user.user.email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidCode);
  });

  it('answers a wrong code and an unknown address alike', async () => {
    const user = await registerUser(ctx);
    const code = await waitForCode(ctx, user.user.email, subjects.verification);
    for (const response of [
      await verifyEmail(user.user.email, wrongCodeFor(code)),
      await verifyEmail(uniqueEmail(), code),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidCode);
    }
  });

  it('kills a code after 5 wrong tries: then even the right code fails', async () => {
    const user = await registerUser(ctx);
    const code = await waitForCode(ctx, user.user.email, subjects.verification);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await verifyEmail(user.user.email, wrongCodeFor(code))).statusCode).toBe(400);
    }
    expect((await verifyEmail(user.user.email, code)).json()).toEqual(invalidCode);
  });

  it('accepts a code after 4 wrong tries', async () => {
    const user = await registerUser(ctx);
    const code = await waitForCode(ctx, user.user.email, subjects.verification);
    for (let attempt = 0; attempt < 4; attempt += 1) await verifyEmail(user.user.email, wrongCodeFor(code));
    expect((await verifyEmail(user.user.email, code)).statusCode).toBe(200);
  });

  it('lets a code expire after 15 minutes', async () => {
    const fresh = await registerUser(ctx);
    const stale = await registerUser(ctx);
    const freshCode = await waitForCode(ctx, fresh.user.email, subjects.verification);
    const staleCode = await waitForCode(ctx, stale.user.email, subjects.verification);
    ctx.clock.advance(14 * MINUTE);
    expect((await verifyEmail(fresh.user.email, freshCode)).statusCode).toBe(200);
    ctx.clock.advance(MINUTE + 1000);
    expect((await verifyEmail(stale.user.email, staleCode)).json()).toEqual(invalidCode);
  });

  it.each([
    [{ email: 'a@example.com', code: '12345' }, 'code', 'Enter the 6-digit code'],
    [{ email: 'a@example.com', code: '12a456' }, 'code', 'Enter the 6-digit code'],
    [{ email: 'a@example.com' }, 'code', 'Enter the 6-digit code'],
    [{ code: '123456' }, 'email', 'Email is required'],
  ])('refuses %o with the message for %s', async (payload, field, message) => {
    const response = await postJson(ctx, '/api/auth/verify-email', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });
});

describe('POST /api/auth/send-email-verification', () => {
  it('waits 60 s after the registration code, then sends a new code that voids the old one', async () => {
    const user = await registerUser(ctx);
    const first = await waitForCode(ctx, user.user.email, subjects.verification);

    const tooSoon = await sendVerification(user.user.email);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({ error: 'Please wait before requesting another code.', code: 'RATE_LIMITED' });
    const retryAfter = Number(tooSoon.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    ctx.clock.advance(61_000);
    const resent = await sendVerification(user.user.email);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual(sent);
    const second = await waitForCode(ctx, user.user.email, subjects.verification, 2);

    if (first !== second) expect((await verifyEmail(user.user.email, first)).json()).toEqual(invalidCode);
    expect((await verifyEmail(user.user.email, second)).statusCode).toBe(200);
  });

  it('answers the same for an unknown, an unverified and a verified address; only the unverified one gets mail', async () => {
    const unverified = await registerUser(ctx);
    const verified = await createVerifiedUser(ctx);
    const unknown = uniqueEmail('unknown');
    // The verified user's registration mail was queued before the test marked the account verified.
    await waitForMail(ctx, verified.user.email, subjects.verification);
    ctx.clock.advance(61_000);
    const responses = await Promise.all([unknown, unverified.user.email, verified.user.email].map(sendVerification));
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(sent);
    }
    // Mail queued by one round of requests arrives together: once the unverified user's is there,
    // any other would be too.
    await waitForMail(ctx, unverified.user.email, subjects.verification, 2);
    expect(await listMail(ctx, verified.user.email, subjects.verification)).toHaveLength(1);
    expect(await listMail(ctx, unknown, subjects.verification)).toEqual([]);
  });

  it('allows 5 codes an hour per address, known or not', async () => {
    const address = uniqueEmail('hourly');
    for (let send = 0; send < 5; send += 1) {
      expect((await sendVerification(address)).statusCode).toBe(200);
      ctx.clock.advance(61_000);
    }
    const sixth = await sendVerification(address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: 'Too many codes requested. Please try again later.', code: 'RATE_LIMITED' });
    // The first send leaves the hour window 60 minutes after it was made: 5 × 61 s have passed.
    expect(Number(sixth.headers['retry-after'])).toBe(60 * 60 - 5 * 61);

    ctx.clock.advance(60 * MINUTE);
    expect((await sendVerification(address)).statusCode).toBe(200);
  });

  it('allows 10 codes a day per address', async () => {
    const address = uniqueEmail('daily');
    for (let hour = 0; hour < 2; hour += 1) {
      for (let send = 0; send < 5; send += 1) {
        expect((await sendVerification(address)).statusCode).toBe(200);
        ctx.clock.advance(61_000);
      }
      ctx.clock.advance(60 * MINUTE);
    }
    const eleventh = await sendVerification(address);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error).toBe('Too many codes requested. Please try again later.');
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(20 * 60 * 60);

    ctx.clock.advance(24 * 60 * MINUTE);
    expect((await sendVerification(address)).statusCode).toBe(200);
  });

  it('keeps separate limits for verification and reset codes', async () => {
    const address = uniqueEmail('separate');
    expect((await sendVerification(address)).statusCode).toBe(200);
    expect((await postJson(ctx, '/api/auth/forgot-password', { email: address })).statusCode).toBe(200);
    expect((await sendVerification(address)).statusCode).toBe(429);
  });

  it('refuses a missing or malformed email', async () => {
    expect((await postJson(ctx, '/api/auth/send-email-verification', {})).json().error).toBe('Email is required');
    expect((await sendVerification('nope')).json().error).toBe('Please enter a valid email address');
  });
});
