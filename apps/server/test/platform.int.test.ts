// The platform around the modules: API docs, the SPA fallback, and a database that is down.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import type { JobQueue } from '../src/jobs/queue';
import { createTestApp, type TestContext } from './helpers/app';

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

  it('serves the reference page at /api/docs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('web app fallback', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'hangtime-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Hangtime</title><div id="root"></div>');
    ctx = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => ctx.close());

  it('answers a client route with index.html', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/registration/referral/ABCD2345' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Hangtime</title>');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('keeps 404 for unknown API routes and missing files', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/unknown' })).json().code).toBe('NOT_FOUND');
    expect((await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});

describe('database unreachable', () => {
  const idleQueue: JobQueue = { send: async () => {}, work: async () => {}, stop: async () => {} };

  it('answers 503 quickly with the error shape instead of 500', async () => {
    const database = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/none' });
    const app = await buildApp({ config: parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database, queue: idleQueue, logger: false });
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
