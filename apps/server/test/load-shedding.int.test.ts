// Past saturation, API calls are refused at once (503, Retry-After, the error shape) instead of
// queueing, while the health check and the web app's files are still served (issue 25). Shown
// without timing: calls held open by a calendar server that never answers fill the in-flight
// limit, and a blocked event loop raises the measured delay past its threshold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { startFakeHttpServer, type FakeHttpServer } from './helpers/fake-http-server';
import { waitUntil } from './helpers/wait';

function expectShed(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toMatch(/^\d+$/);
  expect(response.json()).toEqual({ error: expect.any(String), code: 'SERVICE_UNAVAILABLE' });
}

const me = (ctx: TestContext, user: RegisteredUser) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${user.token}` } });
const health = (ctx: TestContext) => ctx.app.inject({ method: 'GET', url: '/api/health' });

describe('too many calls in flight', () => {
  let ctx: TestContext;
  let calendar: FakeHttpServer;
  let user: RegisteredUser;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { SHED_MAX_IN_FLIGHT: '2', ICS_ALLOW_PRIVATE: 'true', AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' },
    });
    calendar = await startFakeHttpServer(() => 'hang');
    user = await createVerifiedUser(ctx);
  });
  afterAll(async () => {
    await calendar.close();
    await ctx.close();
  });

  /** Subscribing fetches the calendar during the call: with a server that never answers, the call stays open. */
  const subscribe = (path: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/calendar-subscriptions',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { url: `${calendar.origin}/${path}.ics` },
    });

  it('refuses a call past the limit, keeps health served, and serves again once calls finish', async () => {
    expect((await me(ctx, user)).statusCode).toBe(200);
    const held = [subscribe('first'), subscribe('second')];
    await waitUntil(async () => calendar.requests.length === 2, 'both calls waiting on the calendar server');
    expect(ctx.app.requestsInFlight.count()).toBe(2);

    expectShed(await me(ctx, user));
    expect((await health(ctx)).statusCode).toBe(200);
    // Not an API call: the web app's files (here its 404 page for a missing build) are never refused.
    expect((await ctx.app.inject({ method: 'GET', url: '/calendar' })).statusCode).not.toBe(503);

    // The shutdown's deadline answers the calls still open, in the error shape, with Retry-After.
    expect(ctx.app.requestsInFlight.answerAll()).toBe(2);
    for (const response of await Promise.all(held)) expectShed(response);
    await waitUntil(async () => ctx.app.requestsInFlight.count() === 0, 'no call in flight');
    expect((await me(ctx, user)).statusCode).toBe(200);
  });
});

describe('a lagging event loop', () => {
  let ctx: TestContext;
  let user: RegisteredUser;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { SHED_MAX_EVENT_LOOP_DELAY_MS: '50', AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' },
    });
    user = await createVerifiedUser(ctx);
  });
  afterAll(() => ctx.close());

  /**
   * Keeps the loop saturated until stopped, as a process past what it can do is: work in 100 ms
   * bursts with a turn of the loop between, so every timer runs late, the delay monitor's ticks
   * and the sampler's too. The loop's mean delay over a sample then stays far past 50 ms whenever
   * the sample is read; one long block instead made a single late tick in a sample of quiet ones,
   * past 50 ms or not depending on where the sample fell.
   */
  function saturateLoop() {
    let saturated = true;
    const bursts = (async () => {
      while (saturated) {
        const until = performance.now() + 100;
        while (performance.now() < until) {
          // busy: nothing else runs meanwhile
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    return async () => {
      saturated = false;
      await bursts;
    };
  }

  it('refuses API calls while the measured delay is past the threshold, not the health check', async () => {
    const stop = saturateLoop();
    const [refused, healthy] = await (async () => {
      try {
        await waitUntil(async () => ctx.app.memoryUsage().eventLoopDelay > 50, 'the measured loop delay past 50 ms');
        return await Promise.all([me(ctx, user), health(ctx)]);
      } finally {
        await stop();
      }
    })();
    expectShed(refused);
    expect(healthy.statusCode).toBe(200);

    await waitUntil(async () => ctx.app.memoryUsage().eventLoopDelay <= 50, 'the loop quiet again');
    expect((await me(ctx, user)).statusCode).toBe(200);
  });
});
