import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalDocumentSchema, splitSections } from '@hangtime/core/legal/schemas';
import { emailOptOuts } from '../src/db/schema';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, postJson, uniqueEmail } from './helpers/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' } });
});
afterAll(() => ctx.close());

describe('GET /api/terms', () => {
  it('answers the active beta terms: 18 or older, Delaware law, numbered sections', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/terms' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'success']);
    expect(body.success).toBe(true);
    const terms = legalDocumentSchema.strict().parse(body.data.terms);
    expect(terms.is_active).toBe(true);
    expect(terms.effective_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(terms.content).toContain('Delaware');
    expect(terms.content).toMatch(/18 years of age or older/);
    const sections = splitSections(terms.content);
    expect(sections.length).toBeGreaterThan(3);
    expect(sections[0]!.heading).toMatch(/^1\. /);
  });

  it('needs no token', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/terms',
      headers: { authorization: 'Bearer garbage' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/privacy', () => {
  it('answers the active privacy policy, effective September 26, 2025', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/privacy' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    const policy = legalDocumentSchema.strict().parse(body.data.privacy_policy);
    expect(policy).toMatchObject({ is_active: true, effective_date: '2025-09-26' });
    expect(splitSections(policy.content)[0]!.heading).toMatch(/^1\. /);
  });
});

describe('POST /api/email-optout/opt-out', () => {
  const optOut = (payload: object) => postJson(ctx, '/api/email-optout/opt-out', payload);

  it('records the opt-out and answers the same for a user and a stranger', async () => {
    const user = await createVerifiedUser(ctx);
    const stranger = uniqueEmail('stranger');
    const responses = [
      await optOut({ email: user.user.email.toUpperCase(), reason: 'too_many_emails' }),
      await optOut({ email: stranger }),
    ];
    expect(responses[0]!.statusCode).toBe(200);
    expect(responses[0]!.json()).toEqual(responses[1]!.json());
    expect(responses[0]!.json()).toMatchObject({ success: true, message: expect.stringContaining('opted out') });

    const [row] = await ctx.database.db.select().from(emailOptOuts).where(eq(emailOptOuts.email, user.user.email));
    expect(row).toMatchObject({ email: user.user.email, reason: 'too_many_emails' });
    const [strangerRow] = await ctx.database.db.select().from(emailOptOuts).where(eq(emailOptOuts.email, stranger));
    expect(strangerRow).toMatchObject({ reason: null });
  });

  it('accepts a repeat and keeps the newest reason', async () => {
    const email = uniqueEmail('again');
    expect((await optOut({ email, reason: 'other' })).statusCode).toBe(200);
    expect((await optOut({ email, reason: 'privacy_concerns' })).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(emailOptOuts).where(eq(emailOptOuts.email, email));
    expect(row!.reason).toBe('privacy_concerns');
  });

  it.each([
    [{ email: '' }, 'Email address is required'],
    [{}, 'Email address is required'],
    [{ email: 'not an email' }, 'Please enter a valid email address'],
    [{ email: 'a@b' }, 'Please enter a valid email address'],
  ])('refuses %o with "%s"', async (payload, message) => {
    const response = await optOut(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'VALIDATION_ERROR', fields: { email: message } });
  });

  it('refuses an unknown reason', async () => {
    const response = await optOut({ email: uniqueEmail(), reason: 'because' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('reason');
  });
});
