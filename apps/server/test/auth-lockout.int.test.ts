// The login lockout lets the owner through (issue 25, OWASP's device cookies): ten failures from
// strangers lock the account for strangers, but a browser that signed in before keeps its own
// count and signs in. Its cookie is signed, for one account, httpOnly, SameSite=Lax, Secure in production.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_DEVICE_COOKIE } from '../src/modules/auth/known-devices';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, postJson, type RegisteredUser } from './helpers/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const FIFTEEN_MINUTES = 15 * 60_000;
const lockedOut = { error: 'Too many login attempts. Please try again in 15 minutes.', code: 'RATE_LIMITED' };

type Answer = Awaited<ReturnType<typeof postJson>>;

function login(payload: object, deviceToken?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload,
    headers: deviceToken ? { cookie: `${KNOWN_DEVICE_COOKIE}=${deviceToken}` } : {},
  });
}

/** The known-device token a login answer sets, and the cookie's attributes. */
function deviceCookieOf(response: Answer): { token: string; attributes: string[] } {
  const header = [response.headers['set-cookie'] ?? []]
    .flat()
    .find((value) => value.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
  if (!header) throw new Error('no known-device cookie was set');
  const [pair, ...attributes] = header.split('; ');
  return { token: pair!.slice(KNOWN_DEVICE_COOKIE.length + 1), attributes };
}

/** The owner signs in once on their browser, which keeps the cookie. */
async function ownerWithDevice(): Promise<RegisteredUser & { device: string }> {
  const user = await createVerifiedUser(ctx);
  const response = await login({ email: user.user.email, password: user.password });
  expect(response.statusCode).toBe(200);
  return { ...user, device: deviceCookieOf(response).token };
}

async function lockOutStrangers(email: string) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    expect((await login({ email, password: `stranger-guess-${attempt}` })).statusCode).toBe(401);
  }
}

describe('the known-device cookie', () => {
  it('is set at login: httpOnly, SameSite=Lax, for the auth calls only, kept 400 days', async () => {
    const user = await createVerifiedUser(ctx);
    const { attributes } = deviceCookieOf(await login({ email: user.user.email, password: user.password }));
    expect(attributes).toEqual(
      expect.arrayContaining(['Max-Age=34560000', 'Path=/api/auth', 'HttpOnly', 'SameSite=Lax']),
    );
    expect(attributes).not.toContain('Secure');
  });

  it('is Secure in production', async () => {
    // Load shedding off: in production it answers 503 when the event loop lags, as a loaded
    // machine running tests makes it do.
    const production = await createTestApp({
      env: { NODE_ENV: 'production', SHED_MAX_IN_FLIGHT: '0', SHED_MAX_EVENT_LOOP_DELAY_MS: '0' },
    });
    try {
      const user = await createVerifiedUser(production);
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.user.email, password: user.password },
      });
      expect(response.statusCode).toBe(200);
      expect(deviceCookieOf(response).attributes).toContain('Secure');
    } finally {
      await production.close();
    }
  });

  it('is not set by a failed login', async () => {
    const user = await createVerifiedUser(ctx);
    const response = await login({ email: user.user.email, password: 'not-the-password' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('a lockout by strangers', () => {
  it('keeps strangers out, even with the right password, and lets the owner in from their browser', async () => {
    const owner = await ownerWithDevice();
    await lockOutStrangers(owner.user.email);

    const stranger = await login({ email: owner.user.email, password: owner.password });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toEqual(lockedOut);
    // By phone as well: the account's one count.
    expect((await login({ phone_number: owner.user.phone_number, password: owner.password })).statusCode).toBe(429);

    const fromOwnersBrowser = await login({ email: owner.user.email, password: owner.password }, owner.device);
    expect(fromOwnersBrowser.statusCode).toBe(200);
    expect(fromOwnersBrowser.json().access_token).toEqual(expect.any(String));
    // The owner signing in does not reopen the door to strangers.
    expect((await login({ email: owner.user.email, password: owner.password })).statusCode).toBe(429);
  });

  it("does not let a cookie for another account, an altered one or one made without the server's key through", async () => {
    const owner = await ownerWithDevice();
    const other = await ownerWithDevice();
    await lockOutStrangers(owner.user.email);
    const [userId, deviceId, issuedAt, signature] = owner.device.split('.');
    const forged = [
      other.device,
      [userId, randomBytes(16).toString('base64url'), issuedAt, signature].join('.'),
      [userId, deviceId, issuedAt, randomBytes(32).toString('base64url')].join('.'),
      'garbage',
    ];
    for (const device of forged) {
      expect((await login({ email: owner.user.email, password: owner.password }, device)).statusCode).toBe(429);
    }
  });

  it("counts a known device's own failures: after 5 it is locked too, until the window ends", async () => {
    const owner = await ownerWithDevice();
    await lockOutStrangers(owner.user.email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login({ email: owner.user.email, password: `typo-${attempt}` }, owner.device)).statusCode).toBe(
        401,
      );
    }
    const locked = await login({ email: owner.user.email, password: owner.password }, owner.device);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(lockedOut);

    ctx.clock.advance(FIFTEEN_MINUTES + 1000);
    expect((await login({ email: owner.user.email, password: owner.password }, owner.device)).statusCode).toBe(200);
  });

  it("keeps a device's failures off the account: a browser's typos never lock out strangers' count", async () => {
    const owner = await ownerWithDevice();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await login({ email: owner.user.email, password: `typo-${attempt}` }, owner.device);
    }
    // The account's own count is untouched: another browser still has its 10 tries.
    expect((await login({ email: owner.user.email, password: owner.password })).statusCode).toBe(200);
  });
});
