// The platform around the modules: API docs, the SPA fallback, and a database that is down.
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { mailOutbox } from '../src/db/schema';
import type { JobQueue } from '../src/jobs/queue';
import { buildComposedApp, createTestApp, type TestContext } from './helpers/app';

describe('API reference', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/terms', '/api/privacy']));
  });

  it('lists every account call under /api/auth/, with the methods it answers', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const methodsOf = (path: string) => Object.keys(document.paths[path] ?? {}).sort();
    expect(methodsOf('/api/auth/me')).toEqual(['get', 'put']);
    for (const call of [
      'register',
      'login',
      'logout',
      'process-referral-login',
      'check-promo-code-required',
      'forgot-password',
      'verify-reset-code',
      'reset-password',
      'send-email-verification',
      'verify-email',
    ]) {
      expect(methodsOf(`/api/auth/${call}`), call).toEqual(['post']);
    }
    // The login's documented body names the fields the client sends.
    const loginBody = document.paths['/api/auth/login'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(loginBody.properties)).toEqual(expect.arrayContaining(['email', 'phone_number', 'password']));
  });

  it('serves the reference page at /api/docs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

const shellScript = "if (localStorage.getItem('token')) show();";
const prebuiltScript = `console.log(${JSON.stringify('prebuilt '.repeat(300))});`;

describe('web app fallback', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'hangtime-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><title>Hangtime</title><div id="root"><script>${shellScript}</script></div>`,
    );
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'assets', 'index-Ab12Cd34.js'),
      `console.log(${JSON.stringify('hangtime '.repeat(300))});`,
    );
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // The build's own Brotli copy of one asset (vite.config.ts), the other has none.
    writeFileSync(join(dist, 'assets', 'app-Ef56Gh78.js'), prebuiltScript);
    writeFileSync(
      join(dist, 'assets', 'app-Ef56Gh78.js.br'),
      brotliCompressSync(`${prebuiltScript}\n// the build's copy`),
    );
    ctx = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => ctx.close());

  it('answers a client route with index.html', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/registration/referral/ABCD2345' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Hangtime</title>');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("allows index.html's own inline script by its hash, and no other inline script", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/calendar' });
    const scriptSources = /script-src ([^;]*)/
      .exec(String(response.headers['content-security-policy']))?.[1]
      ?.split(' ');
    const shellHash = `'sha256-${createHash('sha256').update(shellScript).digest('base64')}'`;
    expect(scriptSources).toEqual(["'self'", shellHash]);
  });

  it('lets browsers keep a hashed asset for a year, compressed or not, and revalidate everything else', async () => {
    for (const headers of [{}, { 'accept-encoding': 'gzip, deflate, br' }]) {
      const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', headers });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const favicon = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('no-cache');
    const page = await ctx.app.inject({ method: 'GET', url: '/calendar' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("sends the build's compressed copy of an asset as it is, and compresses one without a copy", async () => {
    const prebuilt = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-Ef56Gh78.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(prebuilt.statusCode).toBe(200);
    expect(prebuilt.headers['content-encoding']).toBe('br');
    expect(prebuilt.headers['content-type']).toContain('javascript');
    expect(prebuilt.headers.vary).toContain('Accept-Encoding');
    // The file itself, not the asset compressed again per request (which would lack the marker).
    expect(brotliDecompressSync(prebuilt.rawPayload).toString()).toBe(`${prebuiltScript}\n// the build's copy`);

    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/app-Ef56Gh78.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(prebuiltScript);

    const withoutCopy = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(withoutCopy.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(withoutCopy.rawPayload).toString()).toContain('hangtime hangtime');
  });

  it('keeps 404 for unknown API routes and missing files', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/unknown' })).json().code).toBe('NOT_FOUND');
    expect((await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});

describe('database unreachable', () => {
  const idleQueue: JobQueue = {
    send: async () => {},
    sendMany: async () => {},
    work: async () => {},
    stop: async () => {},
  };

  it('answers 503 quickly with the error shape instead of 500', async () => {
    const database = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/none' });
    const { app } = await buildComposedApp({
      config: parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database,
      queue: idleQueue,
    });
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json().database.reachable).toBe(false);
      const terms = await app.inject({ method: 'GET', url: '/api/terms' });
      expect(terms.statusCode).toBe(503);
      expect(terms.json()).toEqual({
        error: 'Service temporarily unavailable. Please try again shortly.',
        code: 'SERVICE_UNAVAILABLE',
      });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('GET /dev/mail', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/dev/mail', remoteAddress, headers });

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])(
    'answers a request from the loopback address %s',
    async (address) => {
      const response = await outbox(address, { accept: 'application/json' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveProperty('messages');
    },
  );

  it('shows a person a readable page: newest first, the code large, mail text escaped', async () => {
    // Dated in the future so they are the newest even on a PostgreSQL database that other test files
    // fill with mail at the same time (the page shows the last 50); addresses of this run alone, and
    // removed afterwards, so a database that outlives the run does not carry them into the next.
    const run = randomUUID().slice(0, 8);
    const older = `old-${run}@example.com`;
    const newer = `sam-${run}@example.com`;
    await ctx.database.db.insert(mailOutbox).values([
      {
        to_address: older,
        subject: 'Older mail',
        text_body: 'Nothing to copy',
        html_body: '<p>Nothing to copy</p>',
        created_at: new Date('2099-01-01T10:00:00Z'),
      },
      {
        to_address: newer,
        subject: 'Your <b>verification</b> code',
        text_body: 'Your code is 482913.\n<script>alert(1)</script>',
        html_body: '<p>Your code is <b>482913</b></p>',
        created_at: new Date('2099-01-02T10:00:00Z'),
      },
    ]);
    try {
      const response = await outbox('127.0.0.1', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const page = response.body;
      expect(page).toContain('<p class="code" aria-label="Code">482913</p>');
      expect(page).toContain('Your &lt;b&gt;verification&lt;/b&gt; code');
      expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(page).not.toContain('<script>');
      expect(page.indexOf(newer)).toBeGreaterThan(-1);
      expect(page.indexOf(newer)).toBeLessThan(page.indexOf(older));
      expect(page).toContain('2099-01-02 10:00:00 UTC');

      const json = await ctx.app.inject({ method: 'GET', url: '/dev/mail.json', remoteAddress: '127.0.0.1' });
      const addresses: string[] = json.json().messages.map((message: { to: string }) => message.to);
      expect(addresses.filter((address) => address.endsWith(`-${run}@example.com`))).toEqual([newer, older]);
    } finally {
      await ctx.database.db.delete(mailOutbox).where(inArray(mailOutbox.to_address, [older, newer]));
    }
  });

  it.each(['/dev/mail', '/dev/mail.json'])('keeps %s from other machines', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.5' });
    expect(response.statusCode).toBe(404);
  });

  it.each(['203.0.113.5', '10.0.0.2', '::ffff:192.0.2.1', '2001:db8::1'])('is not found from %s', async (address) => {
    const response = await outbox(address);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('goes by the socket address, not by an X-Forwarded-For header', async () => {
    expect((await outbox('203.0.113.5', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
  });

  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['SMTP_URL is set', { SMTP_URL: 'smtp://mail.example.com:587' }],
  ])('is not found, even from loopback, when %s', async (_label, env) => {
    const deployed = await createTestApp({ env, withWorkers: false });
    try {
      for (const remoteAddress of ['127.0.0.1', '::1']) {
        const response = await deployed.app.inject({ method: 'GET', url: '/dev/mail', remoteAddress });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
      }
    } finally {
      await deployed.close();
    }
  });

  it.each([
    ['x-forwarded-for', '203.0.113.5'],
    ['x-forwarded-for', '127.0.0.1'],
    ['forwarded', 'for=203.0.113.5'],
    ['x-real-ip', '203.0.113.5'],
  ])('answers only a direct request: one a local proxy forwarded (%s: %s) is not found', async (header, value) => {
    const forwarded = await outbox('127.0.0.1', { [header]: value });
    expect(forwarded.statusCode).toBe(404);
    expect(forwarded.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('answers only a direct request behind a trusted local proxy too', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
    try {
      const request = (headers: Record<string, string>) =>
        proxied.app.inject({ method: 'GET', url: '/dev/mail', remoteAddress: '127.0.0.1', headers });
      expect((await request({ 'x-forwarded-for': '203.0.113.5' })).statusCode).toBe(404);
      expect((await request({ 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
      expect((await request({})).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('API requests per IP', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // 600 a minute in production; 3 here.
    ctx = await createTestApp({ rateLimits: { globalPerMinute: 3 } });
  });
  afterAll(() => ctx.close());

  const get = (url: string, remoteAddress: string) => ctx.app.inject({ method: 'GET', url, remoteAddress });

  it('answers the 4th API request from one IP in a minute with 429 and Retry-After', async () => {
    const ip = '203.0.113.21';
    for (const url of ['/api/terms', '/api/privacy', '/api/terms']) {
      expect((await get(url, ip)).statusCode).toBe(200);
    }
    const limited = await get('/api/privacy', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await get('/api/auth/me', ip)).statusCode).toBe(429);
  });

  it('counts requests with a bad token before looking the token up', async () => {
    const ip = '203.0.113.24';
    const withBadToken = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        remoteAddress: ip,
        headers: { authorization: 'Bearer not-a-session' },
      });
    for (let request = 0; request < 3; request += 1) {
      expect((await withBadToken()).statusCode).toBe(401);
    }
    const limited = await withBadToken();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('counts each IP on its own and leaves health checks out', async () => {
    const ip = '203.0.113.22';
    for (let request = 0; request < 5; request += 1) {
      expect((await get('/api/health', ip)).statusCode).toBe(200);
    }
    for (let request = 0; request < 3; request += 1) {
      expect((await get('/api/terms', ip)).statusCode).toBe(200);
    }
    expect((await get('/api/terms', ip)).statusCode).toBe(429);
    expect((await get('/api/terms', '203.0.113.23')).statusCode).toBe(200);
  });
});

describe('request bodies', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (contentType: string | undefined, payload: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: contentType ? { 'content-type': contentType } : {},
    });

  it.each([
    ['form-encoded', 'application/x-www-form-urlencoded', 'email=a%40b.co&password=whatever1'],
    ['plain text', 'text/plain', '{"email":"a@b.co","password":"whatever1"}'],
    ['XML', 'application/xml', '<login/>'],
    ['untyped', undefined, 'email=a%40b.co&password=whatever1'],
    [
      'multipart',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--x--',
    ],
  ])('answers a %s body with 400 VALIDATION_ERROR', async (_label, contentType, payload) => {
    const response = await post(contentType, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The request body must be JSON (Content-Type: application/json)',
      code: 'VALIDATION_ERROR',
    });
  });

  it('answers a body over 100 KB with 413, whatever its type', async () => {
    const big = 'x'.repeat(101 * 1024);
    for (const contentType of ['application/json', 'application/x-www-form-urlencoded', 'text/plain']) {
      const payload = contentType === 'application/json' ? JSON.stringify({ email: 'a@b.co', password: big }) : big;
      const response = await post(contentType, payload);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
    }
  });

  it.each([
    ['/api/auth/login', { email: 'a\u0000@b.co', password: 'whatever1' }],
    ['/api/auth/forgot-password', { email: 'a\u0000@b.co' }],
    ['/api/auth/check-promo-code-required', { email: 'a\u0000@b.co' }],
    ['/api/email-optout/opt-out', { email: 'a\u0000@b.co', reason: 'other' }],
  ])('answers a NUL character in %s with 400, not 500', async (url, body) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
