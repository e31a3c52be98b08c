// Session lifetime (idle 7 days, absolute 30 days) and how sessions and one-time codes are stored:
// only the SHA-256 of a token reaches the database (behaviour §2, quality "Tokens"), and of a code
// only its HMAC under the server key (issue 25: six digits' plain SHA-256 is reversed in a second).
// On both databases: the session look-up is a prepared statement, and its touch an update by time.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, sessions } from '../src/db/schema';
import { loadSecretBox } from '../src/lib/secret-key';
import { createCodeDigests } from '../src/modules/auth/code-digest';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, postJson, registerUser } from './helpers/factories';
import { subjects, waitForCode } from './helpers/mail';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' } });
});
afterAll(() => ctx.close());

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
/** Computed here, not with the app's helper, so a change of the stored form shows up. */
const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

describe('session expiry', () => {
  it('ends a session left unused for more than 7 days', async () => {
    const user = await createVerifiedUser(ctx);
    ctx.clock.advance(7 * DAY - MINUTE);
    expect((await me(user.token)).statusCode).toBe(200);

    // Each use restarts the idle time, so the token lives on; 7 days without a use end it.
    ctx.clock.advance(7 * DAY - MINUTE);
    expect((await me(user.token)).statusCode).toBe(200);
    ctx.clock.advance(7 * DAY + SECOND);
    const expired = await me(user.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ error: 'Your session has expired. Please log in again.', code: 'UNAUTHORIZED' });
  });

  it('ends a session used every 6 days once it is 30 days old', async () => {
    const user = await createVerifiedUser(ctx);
    for (let day = 6; day <= 24; day += 6) {
      ctx.clock.advance(6 * DAY);
      expect((await me(user.token)).statusCode, `day ${day}`).toBe(200);
    }
    // Day 24 + 6 days - 1 minute: still inside both limits.
    ctx.clock.advance(6 * DAY - MINUTE);
    expect((await me(user.token)).statusCode).toBe(200);

    // One minute and a second later the session is 30 days old, though it was used a minute ago.
    ctx.clock.advance(MINUTE + SECOND);
    const expired = await me(user.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('UNAUTHORIZED');

    // Logging in again gives a fresh session.
    const login = await postJson(ctx, '/api/auth/login', { email: user.user.email, password: user.password });
    expect(login.statusCode).toBe(200);
    expect((await me(login.json().access_token as string)).statusCode).toBe(200);
  });
});

describe('stored secrets', () => {
  it('stores a session token only as its SHA-256 (hex)', async () => {
    const user = await createVerifiedUser(ctx);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.user_id, user.user.id));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row!.token_hash).not.toBe(user.token);
    expect(row!.token_hash).toBe(sha256Hex(user.token));
    expect(JSON.stringify(row)).not.toContain(user.token);
  });

  // The app's key, which the test's config names too.
  const digestOf = (userId: string, purpose: string, code: string) =>
    createCodeDigests(loadSecretBox(ctx.config)).digest(userId, purpose, code);

  it('stores a verification code only as its HMAC under the server key (hex), never its SHA-256', async () => {
    const user = await registerUser(ctx);
    const code = await waitForCode(ctx, user.user.email, subjects.verification);
    const rows = await ctx.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.user_id, user.user.id));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row!.purpose).toBe('email_verification');
    expect(row!.code_hash).not.toBe(code);
    expect(row!.code_hash).not.toBe(sha256Hex(code));
    expect(row!.code_hash).toBe(digestOf(user.user.id, 'email_verification', code));
    expect(Object.values(row!)).not.toContain(code);
  });

  it('stores a password reset code only as its HMAC under the server key (hex), never its SHA-256', async () => {
    const user = await createVerifiedUser(ctx);
    expect((await postJson(ctx, '/api/auth/forgot-password', { email: user.user.email })).statusCode).toBe(200);
    const code = await waitForCode(ctx, user.user.email, subjects.reset);
    const [row] = await ctx.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.user_id, user.user.id));
    expect(row!.purpose).toBe('password_reset');
    expect(row!.code_hash).not.toBe(sha256Hex(code));
    expect(row!.code_hash).toBe(digestOf(user.user.id, 'password_reset', code));
    expect(Object.values(row!)).not.toContain(code);
  });
});
