// Registration keeps its 409 for a taken address but has a limit of its own per IP (issue 25):
// a fifth of the public auth calls' bucket per hour (20 an hour with the defaults; 5 here, where
// that bucket is 25). Every attempt counts: created, taken or refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationsPerHour } from '../src/modules/auth/registration-limit';
import { defaultRateLimits } from '../src/plugins/rate-limit';
import { createTestApp, type TestContext } from './helpers/app';
import { registrationPayload, uniqueEmail } from './helpers/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    env: { AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' },
    rateLimits: { authPer15Minutes: 25 },
  });
});
afterAll(() => ctx.close());

const register = async (remoteAddress: string, email = uniqueEmail('limit', 'verified.test')) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: await registrationPayload(ctx, { email }),
    remoteAddress,
  });

describe('registrations per IP', () => {
  it('are 20 an hour with the default settings', () => {
    expect(registrationsPerHour(defaultRateLimits)).toBe(20);
  });

  it('answer the 6th attempt in an hour with 429 and Retry-After, counting 409s; other auth calls go on', async () => {
    const ip = '203.0.113.50';
    const taken = uniqueEmail('taken', 'verified.test');
    expect((await register(ip, taken)).statusCode).toBe(201);
    expect((await register(ip, taken)).statusCode).toBe(409);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await register(ip)).statusCode).toBe(201);

    const limited = await register(ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(15 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    // The taken address is still told apart only at that rate: the 409 itself stays.
    expect((await register(ip, taken)).statusCode).toBe(429);

    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: uniqueEmail() },
      remoteAddress: ip,
    });
    expect(forgot.statusCode).toBe(200);
  });

  it('count each IP on its own', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await register('198.51.100.60')).statusCode).toBe(201);
    expect((await register('198.51.100.60')).statusCode).toBe(429);
    expect((await register('198.51.100.61')).statusCode).toBe(201);
  });
});
