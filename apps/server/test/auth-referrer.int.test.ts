// GET /api/referrals/{code} (behaviour.md, "Accounts"): the invitation banner's one public lookup.
// It names the code's owner by first name alone, says nothing but 404 for any other code, and is
// limited per IP with the other public auth calls (3 per 15 minutes here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';
import { findUserRow, registerUser, type RegisteredUser } from './helpers/factories';

let ctx: TestContext;
let nora: RegisteredUser;
let code: string;
beforeAll(async () => {
  // Registration counts against the same per-IP limit: it comes from inject's default address.
  ctx = await createTestApp({ rateLimits: { authPer15Minutes: 3 } });
  nora = await registerUser(ctx, { first_name: 'Nora', last_name: 'Quintana-Secret' });
  code = (await findUserRow(ctx, nora.user.id)).referral_code;
});
afterAll(() => ctx.close());

const lookUp = (referralCode: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/referrals/${encodeURIComponent(referralCode)}`, remoteAddress });

describe('GET /api/referrals/{code}', () => {
  it("answers a valid code with its owner's first name and nothing else, without a token", async () => {
    const response = await lookUp(code, '192.0.2.10');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ first_name: 'Nora' });
    expect(response.body).not.toContain('Quintana');
    expect(response.body).not.toContain(nora.user.email);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('reads a code as it is typed or pasted: any case, surrounding spaces', async () => {
    const response = await lookUp(` ${code.toLowerCase()} `, '192.0.2.11');
    expect(response.json()).toEqual({ first_name: 'Nora' });
  });

  it('answers every other code with the same 404 and the same generic body', async () => {
    const bodies = [];
    for (const unknown of ['NOSUCH22', `${code}\u0000`, `${code}Z`]) {
      const response = await lookUp(unknown, '192.0.2.12');
      expect(response.statusCode, unknown).toBe(404);
      bodies.push(response.body);
    }
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!)).toEqual({
      error: 'Invalid referral code. Please check the link and try again.',
      code: 'NOT_FOUND',
    });
  });

  it('answers the 4th lookup from one IP in 15 minutes with 429, valid code or not, counted with the auth calls', async () => {
    const ip = '192.0.2.13';
    expect((await lookUp('NOSUCH22', ip)).statusCode).toBe(404);
    expect((await lookUp(code, ip)).statusCode).toBe(200);
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'someone@example.com' },
      remoteAddress: ip,
    });
    expect(forgot.statusCode).toBe(200);
    for (const tried of [code, 'NOSUCH22']) {
      const limited = await lookUp(tried, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' });
    }
    expect((await lookUp(code, '192.0.2.14')).statusCode).toBe(200);
  });
});
