// No usable code in the database (issue 25): the codes table keeps an HMAC under the server key,
// and the job table (the code request and the mail job) holds neither the code nor its SHA-256.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { oneTimeCodes } from '../src/db/schema';
import { CODE_REQUEST_QUEUE } from '../src/modules/auth/code-requests';
import { MAIL_QUEUE } from '../src/modules/mail/service';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, postJson, registerUser } from './helpers/factories';
import { subjects, waitForCode } from './helpers/mail';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Everything the job table holds for this app's code requests and mail (finished jobs stay a minute). */
async function jobTableText(): Promise<string> {
  const rows = await queryRows<{ name: string; data: unknown; output: unknown }>(
    ctx.database.db,
    sql`SELECT name, data, output FROM pgboss.job WHERE name IN (${ctx.queueName(MAIL_QUEUE)}, ${ctx.queueName(CODE_REQUEST_QUEUE)})`,
  );
  return JSON.stringify(rows);
}

async function codeRowsText(userId: string): Promise<string> {
  return JSON.stringify(await ctx.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.user_id, userId)));
}

function expectNoTraceOf(code: string, text: string) {
  expect(text).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
  expect(text).not.toContain(sha256(code));
}

describe('codes at rest', () => {
  it('a verification code: neither its row nor its mail job names it', async () => {
    const user = await registerUser(ctx);
    const code = await waitForCode(ctx, user.user.email, subjects.verification);
    const rows = await codeRowsText(user.user.id);
    expect(rows).toContain('email_verification');
    expectNoTraceOf(code, rows);
    const jobs = await jobTableText();
    expect(jobs).toContain('verification_code');
    expectNoTraceOf(code, jobs);
  });

  it('a reset code: the request job does not show the address, and no row or job names the code', async () => {
    const user = await createVerifiedUser(ctx);
    expect((await postJson(ctx, '/api/auth/forgot-password', { email: user.user.email })).statusCode).toBe(200);
    const code = await waitForCode(ctx, user.user.email, subjects.reset);
    const rows = await codeRowsText(user.user.id);
    expect(rows).toContain('password_reset');
    expectNoTraceOf(code, rows);
    const jobs = await jobTableText();
    expect(jobs).toContain('reset_code');
    expectNoTraceOf(code, jobs);
    // The mail job names its recipient (the worker's log needs the domain), the request job nothing.
    const requestJobs = await queryRows<{ data: unknown }>(
      ctx.database.db,
      sql`SELECT data FROM pgboss.job WHERE name = ${ctx.queueName(CODE_REQUEST_QUEUE)}`,
    );
    expect(requestJobs.length).toBeGreaterThan(0);
    expect(JSON.stringify(requestJobs)).not.toContain(user.user.email);
  });

  it('an old-format row (the plain SHA-256 of before) no longer matches: codes live 15 minutes', async () => {
    const user = await createVerifiedUser(ctx);
    await ctx.database.db.insert(oneTimeCodes).values({
      user_id: user.user.id,
      purpose: 'password_reset',
      code_hash: sha256('424242'),
      expires_at: new Date(ctx.clock.now().getTime() + 10 * 60_000),
    });
    const response = await postJson(ctx, '/api/auth/verify-reset-code', { email: user.user.email, code: '424242' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_CODE');
  });
});
