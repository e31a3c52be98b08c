import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, postJson, registerUser, uniqueEmail } from './helpers/factories';
import { listMail, subjects, waitForCode, waitForMail } from './helpers/mail';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' } });
});
afterAll(() => ctx.close());

const forgot = (email: string) => postJson(ctx, '/api/auth/forgot-password', { email });
const verifyCode = (email: string, code: string) => postJson(ctx, '/api/auth/verify-reset-code', { email, code });
const reset = (email: string, code: string, new_password: string) =>
  postJson(ctx, '/api/auth/reset-password', { email, code, new_password });
const login = (email: string, password: string) => postJson(ctx, '/api/auth/login', { email, password });
const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const codeSent = {
  success: true,
  message: 'If an account with that email exists, a reset code has been sent to your email.',
};
const invalidCode = {
  error: 'Invalid or expired reset code',
  code: 'INVALID_CODE',
  fields: { code: 'Invalid or expired reset code' },
};

async function userWithResetCode() {
  const user = await createVerifiedUser(ctx);
  expect((await forgot(user.user.email)).statusCode).toBe(200);
  const code = await waitForCode(ctx, user.user.email, subjects.reset);
  return { ...user, code };
}

describe('POST /api/auth/forgot-password', () => {
  it('answers a known and an unknown address with the same 200; only the known one gets a code', async () => {
    const user = await createVerifiedUser(ctx);
    const unknown = uniqueEmail('nobody');
    const [known, stranger] = await Promise.all([forgot(user.user.email), forgot(unknown)]);
    for (const response of [known, stranger]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(codeSent);
    }
    const mail = await waitForMail(ctx, user.user.email, subjects.reset);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain('expires in 15 minutes');
    expect(await listMail(ctx, unknown, subjects.reset)).toEqual([]);
  });

  it('limits sends to one a minute for known and unknown addresses alike', async () => {
    const user = await createVerifiedUser(ctx);
    const unknown = uniqueEmail('nobody');
    await Promise.all([forgot(user.user.email), forgot(unknown)]);
    const [known, stranger] = await Promise.all([forgot(user.user.email), forgot(unknown)]);
    for (const response of [known, stranger]) {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ error: 'Please wait before requesting another code.', code: 'RATE_LIMITED' });
      expect(response.headers['retry-after']).toBeDefined();
    }
  });

  it('refuses a malformed email', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.email).toBe('Please enter a valid email address');
  });
});

describe('POST /api/auth/verify-reset-code', () => {
  it('accepts the right code without using it up', async () => {
    const user = await userWithResetCode();
    const response = await verifyCode(user.user.email, user.code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Code verified' });
    expect((await verifyCode(user.user.email, user.code)).statusCode).toBe(200);
    expect((await reset(user.user.email, user.code, 'a brand new password')).statusCode).toBe(200);
  });

  it('answers a wrong code, an unknown address and an address without a code alike', async () => {
    const user = await userWithResetCode();
    const withoutCode = await createVerifiedUser(ctx);
    const responses = [
      await verifyCode(user.user.email, wrongCodeFor(user.code)),
      await verifyCode(uniqueEmail(), user.code),
      await verifyCode(withoutCode.user.email, user.code),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidCode);
    }
  });

  it('counts wrong codes: after 5 the code is dead for the reset too', async () => {
    const user = await userWithResetCode();
    for (let attempt = 0; attempt < 5; attempt += 1) await verifyCode(user.user.email, wrongCodeFor(user.code));
    expect((await verifyCode(user.user.email, user.code)).json()).toEqual(invalidCode);
    expect((await reset(user.user.email, user.code, 'a brand new password')).json()).toEqual(invalidCode);
  });

  it.each([
    ['no body fields', {}, 'email', 'Email is required'],
    ['a malformed email', { email: 'not-an-email', code: '123456' }, 'email', 'Please enter a valid email address'],
    ['no code', { email: 'someone@example.com' }, 'code', 'Enter the 6-digit code'],
    ['a 5-digit code', { email: 'someone@example.com', code: '12345' }, 'code', 'Enter the 6-digit code'],
    ['a code with letters', { email: 'someone@example.com', code: '12a456' }, 'code', 'Enter the 6-digit code'],
    ['a numeric code', { email: 'someone@example.com', code: 123456 }, 'code', 'Enter the 6-digit code'],
  ])('answers %s with 400 naming the field', async (_label, payload, field, message) => {
    const response = await postJson(ctx, '/api/auth/verify-reset-code', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [field]: message } });
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-reset-code',
      payload: '{"email": "someone@example.com", "code": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('lets the code expire after 15 minutes', async () => {
    const user = await userWithResetCode();
    ctx.clock.advance(15 * 60_000 + 1000);
    expect((await verifyCode(user.user.email, user.code)).json()).toEqual(invalidCode);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session and mails a notice', async () => {
    const user = await userWithResetCode();
    const secondSession = (await login(user.user.email, user.password)).json().access_token as string;

    const response = await reset(user.user.email, user.code, 'a brand new password');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Password reset successfully. You can now log in with your new password.',
    });

    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(secondSession)).statusCode).toBe(401);
    expect((await login(user.user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.user.email, 'a brand new password')).statusCode).toBe(200);

    const notice = await waitForMail(ctx, user.user.email, subjects.passwordChanged);
    expect(notice.text).toContain('every session was signed out');
  });

  it('lifts a login lockout: after 10 failures, the new password works at once', async () => {
    const user = await userWithResetCode();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(user.user.email, `wrong-${attempt}`)).statusCode).toBe(401);
    }
    expect((await login(user.user.email, user.password)).statusCode).toBe(429);

    expect((await reset(user.user.email, user.code, 'a brand new password')).statusCode).toBe(200);
    expect((await login(user.user.email, 'a brand new password')).statusCode).toBe(200);
  });

  it('takes each code once', async () => {
    const user = await userWithResetCode();
    expect((await reset(user.user.email, user.code, 'first new password')).statusCode).toBe(200);
    expect((await reset(user.user.email, user.code, 'second new password')).json()).toEqual(invalidCode);
    expect((await login(user.user.email, 'first new password')).statusCode).toBe(200);
  });

  it('refuses a wrong code or an unknown address without changing anything', async () => {
    const user = await userWithResetCode();
    expect((await reset(user.user.email, wrongCodeFor(user.code), 'a brand new password')).json()).toEqual(invalidCode);
    expect((await reset(uniqueEmail(), user.code, 'a brand new password')).json()).toEqual(invalidCode);
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await login(user.user.email, user.password)).statusCode).toBe(200);
  });

  it('verifies the email of an account that had not verified it (the code proved the mailbox)', async () => {
    const user = await registerUser(ctx);
    await waitForMail(ctx, user.user.email, subjects.verification);
    expect((await forgot(user.user.email)).statusCode).toBe(200);
    const code = await waitForCode(ctx, user.user.email, subjects.reset);
    expect((await reset(user.user.email, code, 'a brand new password')).statusCode).toBe(200);
    expect((await login(user.user.email, 'a brand new password')).statusCode).toBe(200);
  });

  it.each([
    [{ new_password: 'short' }, 'new_password', 'Password must be at least 8 characters long'],
    [{ new_password: '' }, 'new_password', 'Password is required'],
    [{ code: '' }, 'code', 'Enter the 6-digit code'],
  ])('refuses %o with the message for %s', async (overrides, field, message) => {
    const response = await postJson(ctx, '/api/auth/reset-password', {
      email: 'someone@example.com',
      code: '123456',
      new_password: 'long enough',
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });
});
