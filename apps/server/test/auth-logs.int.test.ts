// Logs never carry a password, a code or a token, even at the most verbose level.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config';
import type { JobQueue } from '../src/jobs/queue';
import { buildComposedApp, createTestApp, openTestDatabase, type TestContext } from './helpers/app';
import { postJson, registrationPayload, uniqueEmail } from './helpers/factories';
import { captureLog } from './helpers/captured-log';
import { subjects, waitForCode, waitForMail } from './helpers/mail';

const log = captureLog();
const lines = log.lines;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ logger: log.logger });
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
    expect(
      (await postJson(ctx, '/api/auth/login', { email: payload.email, password: `${password}x` })).statusCode,
    ).toBe(401);
    expect((await postJson(ctx, '/api/auth/login', { email: uniqueEmail(), password })).statusCode).toBe(401);
    expect(
      (await postJson(ctx, '/api/auth/verify-email', { email: payload.email, code: verificationCode })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(200);

    expect((await postJson(ctx, '/api/auth/forgot-password', { email: payload.email })).statusCode).toBe(200);
    const resetCode = await waitForCode(ctx, payload.email, subjects.reset);
    expect(
      (await postJson(ctx, '/api/auth/verify-reset-code', { email: payload.email, code: resetCode })).statusCode,
    ).toBe(200);
    const reset = await postJson(ctx, '/api/auth/reset-password', {
      email: payload.email,
      code: resetCode,
      new_password: newPassword,
    });
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

describe('a failed database query', () => {
  const idleQueue: JobQueue = {
    send: async () => {},
    sendMany: async () => {},
    work: async () => {},
    stop: async () => {},
  };

  it('is logged with its SQL and cause, never with its parameters', async () => {
    const failureLog = captureLog();
    const failureLines = failureLog.lines;
    const database = await openTestDatabase();
    await database.migrate();
    const { app } = await buildComposedApp({
      config: parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist' }),
      database,
      queue: idleQueue,
      logger: failureLog.logger,
      rateLimits: { keyPrefix: `t-${randomUUID()}` },
    });
    // The database goes away after the rate limiter has counted the request, so the first query
    // to fail is the login's own lookup, whose parameter is the email address.
    app.addHook('preHandler', async () => {
      await database.close();
    });
    try {
      const email = uniqueEmail('leak-check');
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Secret-Password-4242' },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      expect(response.body).not.toContain(email);

      const failure = failureLines.find((line) => line.includes('"level":50'));
      expect(failure).toBeDefined();
      expect(failure).not.toContain(email);
      expect(failure).not.toMatch(/params/i);
      // What is left is still enough to debug with: the SQL with placeholders, and the cause.
      const logged = JSON.parse(failure!).error;
      expect(logged.message).toContain('"users"."email" = $1');
      expect(logged.cause.message).toEqual(expect.any(String));
      expect(failureLines.join('')).not.toContain(email);
    } finally {
      await app.close();
    }
  });
});
