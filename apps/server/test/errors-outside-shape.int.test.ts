// Errors answered before any route (the router's, Node's HTTP parser's) are in the one error shape,
// carry the headers of every API answer, never repeat the request's text, and the router's count
// against the per-IP limit (issue 25).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@hangtime/core/error-body';
import { createTestApp, type TestContext } from './helpers/app';
import { sendRaw } from './helpers/raw-http';

const script = '<script>alert(1)</script>';
const encodedScript = encodeURIComponent(script);
/** A path parameter over the router's 100 characters, with a script in it. */
const overlongIdPath = `/api/calendar/events/${encodedScript}${'a'.repeat(120)}`;
/** A percent sign that starts no valid escape. */
const badEscapePath = `/api/calendar/events/${encodedScript}%E0%A4%A`;

/** The headers every API answer carries, whatever its status. */
const apiHeaderNames = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cache-control',
];

let ctx: TestContext;
let port: number;
let apiHeaders: Record<string, unknown>;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
  const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  apiHeaders = Object.fromEntries(apiHeaderNames.map((name) => [name, health.headers[name]]));
});
afterAll(() => ctx.close());

function expectApiHeaders(headers: Record<string, unknown>) {
  for (const name of apiHeaderNames) expect(headers[name], name).toBeDefined();
  expect(Object.fromEntries(apiHeaderNames.map((name) => [name, headers[name]]))).toEqual(apiHeaders);
  expect(headers['cache-control']).toBe('no-store');
  expect(String(headers['content-type'])).toMatch(/^application\/json/);
}

describe("the router's errors", () => {
  it('answers a path parameter over the limit with 414 in the error shape, without the path', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: overlongIdPath });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ error: 'The address of the request is too long', code: 'URI_TOO_LONG' });
    expect(response.body).not.toMatch(/script|aaaa/i);
    expectApiHeaders(response.headers);
  });

  it('answers a malformed escape in the address with 400 in the error shape, without the address', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: badEscapePath });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The address of the request is not valid', code: 'VALIDATION_ERROR' });
    expect(response.body).not.toMatch(/script|E0/i);
    expectApiHeaders(response.headers);
  });

  it("answers the address's error whatever the body, and a HEAD with headers only", async () => {
    const post = await ctx.app.inject({
      method: 'POST',
      url: badEscapePath,
      headers: { 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(post.statusCode).toBe(400);
    expect(post.json().error).toBe('The address of the request is not valid');
    const head = await ctx.app.inject({ method: 'HEAD', url: overlongIdPath });
    expect(head.statusCode).toBe(414);
    expect(head.body).toBe('');
    expectApiHeaders(head.headers);
  });

  it('answers a direct call of the internal error route as any unknown route', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/framework-error' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('answers the same over a real connection', async () => {
    const answer = await sendRaw(
      port,
      `GET ${overlongIdPath} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(414);
    expect(errorBodySchema.parse(JSON.parse(answer.body)).code).toBe('URI_TOO_LONG');
    expectApiHeaders(answer.headers);
  });

  it('counts them against the per-IP limit', async () => {
    const limited = await createTestApp({ rateLimits: { globalPerMinute: 2 } });
    try {
      const first = await limited.app.inject({ method: 'GET', url: badEscapePath });
      const second = await limited.app.inject({ method: 'GET', url: overlongIdPath });
      expect([first.statusCode, second.statusCode]).toEqual([400, 414]);
      const third = await limited.app.inject({ method: 'GET', url: badEscapePath });
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
      const ordinary = await limited.app.inject({ method: 'GET', url: '/api/auth/me' });
      expect(ordinary.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("Fastify's own errors before a handler", () => {
  it('answers an unknown API address in fixed words, never the address', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/${encodedScript}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    expect(response.body).not.toMatch(/script/i);
  });

  it('answers a Content-Type that names no media type with 400, in fixed words', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': `application/x-${script}` },
      payload: '{}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The request must be JSON (Content-Type: application/json)',
      code: 'VALIDATION_ERROR',
    });
    expect(response.body).not.toMatch(/script/i);
  });
});

describe("Node's HTTP parser's errors, over a TCP socket", () => {
  it('answers headers over the size limit with 431 in the error shape and the API headers', async () => {
    const big = `${script}${'x'.repeat(20_000)}`;
    const answer = await sendRaw(port, `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${big}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ error: 'The request headers are too large', code: 'HEADERS_TOO_LARGE' });
    expect(answer.body).not.toMatch(/script|xxxx/);
    expectApiHeaders(answer.headers);
    expect(answer.headers.connection).toBe('close');
  });

  it('answers a request that is not HTTP with 400 in the error shape, without its text', async () => {
    const answer = await sendRaw(port, `GET /api/health HTTP/1.1\r\nHost: localhost\r\n${script} nonsense\r\n\r\n`);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: 'The request is not valid HTTP', code: 'VALIDATION_ERROR' });
    expect(answer.body).not.toMatch(/script|nonsense/);
    expectApiHeaders(answer.headers);
  });

  it('answers garbage in place of a request line the same way', async () => {
    const answer = await sendRaw(port, `${script}\r\n\r\n`);
    expect(answer.status).toBe(400);
    expect(errorBodySchema.parse(JSON.parse(answer.body)).code).toBe('VALIDATION_ERROR');
    expectApiHeaders(answer.headers);
  });
});
