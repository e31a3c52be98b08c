// Logs never carry a password, a code or a token, even at the most verbose level.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactedPaths } from '../src/lib/log-redaction';
import { createTestApp, type TestContext } from './helpers/app';
import { postJson, registrationPayload, uniqueEmail } from './helpers/factories';
import { subjects, waitForCode, waitForMail } from './helpers/mail';

const lines: string[] = [];
const memory = new Writable({
  write(chunk, _encoding, callback) {
    lines.push(String(chunk));
    callback();
  },
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    // The app's own redaction list, as main.ts configures it, at the most verbose level.
    logger: { level: 'trace', stream: memory, redact: { paths: redactedPaths, censor: '[redacted]' } },
  });
});
afterAll(() => ctx.close());

describe('logging', () => {
  it('writes requests and mail to the log without any secret in it', async () => {
    const password = 'Secret-Password-4242';
    const newPassword = 'Another-Secret-9393';
    const payload = await registrationPayload(ctx, { password });
    const registered = await postJson(ctx, '/api/auth/register', payload);
    expect(registered.statusCode).toBe(201);
    const token = registered.json().access_token as string;
    const verificationCode = await waitForCode(ctx, payload.email, subjects.verification);

    expect((await postJson(ctx, '/api/auth/login', { email: payload.email, password })).statusCode).toBe(403);
    expect((await postJson(ctx, '/api/auth/login', { email: payload.email, password: `${password}x` })).statusCode).toBe(401);
    expect((await postJson(ctx, '/api/auth/login', { email: uniqueEmail(), password })).statusCode).toBe(401);
    expect((await postJson(ctx, '/api/auth/verify-email', { email: payload.email, code: verificationCode })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);

    expect((await postJson(ctx, '/api/auth/forgot-password', { email: payload.email })).statusCode).toBe(200);
    const resetCode = await waitForCode(ctx, payload.email, subjects.reset);
    expect((await postJson(ctx, '/api/auth/verify-reset-code', { email: payload.email, code: resetCode })).statusCode).toBe(200);
    const reset = await postJson(ctx, '/api/auth/reset-password', { email: payload.email, code: resetCode, new_password: newPassword });
    expect(reset.statusCode).toBe(200);
    const login = await postJson(ctx, '/api/auth/login', { email: payload.email, password: newPassword });
    expect(login.statusCode).toBe(200);
    await waitForMail(ctx, payload.email, subjects.passwordChanged);

    const log = lines.join('');
    // The capture works: requests and the outbox mailer did write lines.
    expect(log).toContain('/api/auth/reset-password');
    expect(log).toContain('mail written to the outbox');
    for (const secret of [password, newPassword, token, login.json().access_token]) {
      expect(log).not.toContain(secret);
    }
    // A code is six digits: only a standalone match counts (timestamps contain digit runs too).
    for (const code of [verificationCode, resetCode]) {
      expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    }
  });
});
