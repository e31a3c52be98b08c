// The per-IP limit on the public auth calls (100 per 15 minutes in production; 3 here).
// On both databases: the rate-limit counters are an unlogged table, upserted in batches.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { createTestApp, type TestContext } from './helpers/app';
import { uniqueEmail } from './helpers/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimits: { authPer15Minutes: 3 } });
});
afterAll(() => ctx.close());

const from = (remoteAddress: string, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('auth requests per IP', () => {
  it('answers the 4th auth request from one IP in 15 minutes with 429 and Retry-After, across auth calls', async () => {
    const ip = '203.0.113.7';
    expect((await from(ip, '/api/auth/login', { email: uniqueEmail(), password: 'whatever1' })).statusCode).toBe(401);
    expect((await from(ip, '/api/auth/forgot-password', { email: uniqueEmail() })).statusCode).toBe(200);
    expect((await from(ip, '/api/auth/check-promo-code-required', { email: uniqueEmail() })).statusCode).toBe(200);

    const limited = await from(ip, '/api/auth/login', { email: uniqueEmail(), password: 'whatever1' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    for (const url of [
      '/api/auth/register',
      '/api/auth/send-email-verification',
      '/api/auth/verify-email',
      '/api/auth/reset-password',
    ]) {
      expect((await from(ip, url, { email: uniqueEmail() })).statusCode).toBe(429);
    }
  });

  it('counts each IP on its own', async () => {
    for (let request = 0; request < 3; request += 1) {
      expect(
        (await from('198.51.100.1', '/api/auth/check-promo-code-required', { email: uniqueEmail() })).statusCode,
      ).toBe(200);
    }
    expect(
      (await from('198.51.100.1', '/api/auth/check-promo-code-required', { email: uniqueEmail() })).statusCode,
    ).toBe(429);
    expect(
      (await from('198.51.100.2', '/api/auth/check-promo-code-required', { email: uniqueEmail() })).statusCode,
    ).toBe(200);
  });

  it('does not count health checks', async () => {
    const ip = '198.51.100.9';
    for (let request = 0; request < 5; request += 1) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip })).statusCode).toBe(200);
    }
    expect((await from(ip, '/api/auth/forgot-password', { email: uniqueEmail() })).statusCode).toBe(200);
  });
});

describe('the counter store', () => {
  it('is an unlogged table, so counting a call never waits for the write-ahead log (behaviour.md, Rate limits)', async () => {
    const [table] = await queryRows<{ relpersistence: string }>(
      ctx.database.db,
      sql`SELECT relpersistence FROM pg_class WHERE oid = 'rate_limits'::regclass`,
    );
    expect(table?.relpersistence).toBe('u');
  });
});

describe('X-Forwarded-For', () => {
  const fromVia = (app: TestContext['app'], forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/check-promo-code-required',
      payload: { email: uniqueEmail() },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('is ignored by default, even in production: a client cannot pick a fresh IP bucket', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' }, rateLimits: { authPer15Minutes: 3 } });
    try {
      for (const forwardedFor of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
        expect((await fromVia(production.app, forwardedFor)).statusCode).toBe(200);
      }
      expect((await fromVia(production.app, '192.0.2.4')).statusCode).toBe(429);
    } finally {
      await production.close();
    }
  });

  it.each(['127.0.0.1', '1'])(
    'is honoured with TRUST_PROXY=%s, for the proxies it names or the hops it counts',
    async (setting) => {
      const proxied = await createTestApp({ env: { TRUST_PROXY: setting }, rateLimits: { authPer15Minutes: 3 } });
      try {
        for (let request = 0; request < 3; request += 1) {
          expect((await fromVia(proxied.app, '192.0.2.10')).statusCode).toBe(200);
        }
        expect((await fromVia(proxied.app, '192.0.2.10')).statusCode).toBe(429);
        expect((await fromVia(proxied.app, '192.0.2.11')).statusCode).toBe(200);
      } finally {
        await proxied.close();
      }
    },
  );
});
