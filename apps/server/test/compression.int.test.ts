// Compressed answers: what a client asking for gzip or brotli gets, and the answers that never are.
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createTestApp, type TestContext } from './helpers/app';
import { DEFAULT_PASSWORD, registrationPayload, uniqueEmail } from './helpers/factories';

describe('compressed answers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const openApi = (acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('answers gzip to a client that asks for it, with the same JSON inside', async () => {
    const plain = await openApi();
    const zipped = await openApi('gzip, deflate');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('prefers brotli when the client offers it, as browsers do', async () => {
    const plain = await openApi();
    const answer = await openApi('gzip, deflate, br, zstd');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(answer.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('answers plain JSON to a client that does not ask', async () => {
    const plain = await openApi();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().openapi).toMatch(/^3\./);
  });

  it('never compresses the answers that carry an access token, however long they are', async () => {
    // Names and email at their limits, in a script of three bytes a letter, make the answers
    // larger than the size compression starts at.
    const long = { first_name: '名'.repeat(100), last_name: '姓'.repeat(100), email: uniqueEmail('e'.repeat(200)) };
    const payload = await registrationPayload(ctx, long);
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.rawPayload.length).toBeGreaterThan(1024);
    expect(registered.headers['content-encoding']).toBeUndefined();
    expect(registered.json().access_token).toEqual(expect.any(String));

    await ctx.database.db.update(users).set({ email_verified: true }).where(eq(users.id, registered.json().user.id));
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: payload.email, password: DEFAULT_PASSWORD },
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.rawPayload.length).toBeGreaterThan(1024);
    expect(login.headers['content-encoding']).toBeUndefined();
  });

  it('reads a request body as it was sent: a gzipped one is not inflated', async () => {
    const body = gzipSync(JSON.stringify({ email: uniqueEmail('zipped'), password: DEFAULT_PASSWORD }));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: body,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/not valid JSON/);
  });
});
