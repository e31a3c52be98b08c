// The feed's address is a secret: no log line carries it, whatever path under /feeds/ is asked for;
// and the feed route has a per-IP limit of its own, apart from the API's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';
import { captureLog } from './helpers/captured-log';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { callerOf } from './helpers/schedule';

async function addressOf(ctx: TestContext, user: RegisteredUser, method: 'GET' | 'POST' = 'GET') {
  const response = await callerOf(ctx, user)(method, '/api/calendar/feed');
  expect(response.statusCode, response.body).toBe(200);
  return new URL((response.json() as { url: string }).url).pathname;
}

describe('the feed in the logs', () => {
  const log = captureLog();
  const lines = log.lines;
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ logger: log.logger });
  });
  afterAll(() => ctx.close());

  it('writes the requests with the address redacted: served, 304, HEAD, replaced and malformed alike', async () => {
    const person = await createVerifiedUser(ctx);
    const path = await addressOf(ctx, person);
    const token = /^\/feeds\/(.+)\.ics$/.exec(path)![1]!;
    const served = await ctx.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    const etag = served.headers.etag as string;
    expect((await ctx.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );
    expect((await ctx.app.inject({ method: 'HEAD', url: path })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `${path}?source=${token}` })).statusCode).toBe(200);
    for (const url of [`${path}/`, `/feeds/${token}`, `/feeds/${token}/calendar.ics`])
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const renewed = await addressOf(ctx, person, 'POST');
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: renewed })).statusCode).toBe(200);

    const log = lines.join('');
    // The capture works: the feed's requests were logged, with the address redacted.
    expect(log).toContain('"url":"/feeds/[redacted]"');
    expect(log).toContain('/api/calendar/feed');
    for (const secret of [token, /^\/feeds\/(.+)\.ics$/.exec(renewed)![1]!]) expect(log).not.toContain(secret);
  });
});

describe('the feed rate limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // As many a minute per IP as the API allows (600 in production); 3 here.
    ctx = await createTestApp({ rateLimits: { globalPerMinute: 3 } });
  });
  afterAll(() => ctx.close());

  const get = (url: string, remoteAddress: string) => ctx.app.inject({ method: 'GET', url, remoteAddress });

  it('answers the 4th feed request from one IP in a minute with 429, other IPs and the API unaffected', async () => {
    const person = await createVerifiedUser(ctx);
    const path = await addressOf(ctx, person);
    const ip = '203.0.113.77';
    // A made-up address counts like a real one: guessing costs the same budget.
    expect((await get(path, ip)).statusCode).toBe(200);
    expect((await get('/feeds/guess.ics', ip)).statusCode).toBe(404);
    expect((await get(path, ip)).statusCode).toBe(200);
    const limited = await get(path, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();

    expect((await get(path, '203.0.113.78')).statusCode).toBe(200);
    expect((await get('/api/terms', ip)).statusCode).toBe(200);
  });
});
