// One log line per request (plugins/request-log.ts): written when it is answered, with the method,
// the address, the status and the time taken, and the bearer token redacted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';
import { captureLog } from './helpers/captured-log';

const log = captureLog();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ logger: log.logger, withWorkers: false });
});
afterAll(() => ctx.close());

type Line = {
  msg?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
};

describe('the request log', () => {
  it('writes each request once, on its answer, with its status and time', async () => {
    const url = '/api/auth/me?from=request-log-test';
    const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer not-a-session' } });
    expect(response.statusCode).toBe(401);
    const lines = log.lines
      .map((line) => JSON.parse(line) as Line)
      .filter((line) => line.req?.url === url || line.msg === 'incoming request');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url }, res: { statusCode: 401 } });
    expect(lines[0]!.responseTime).toBeGreaterThanOrEqual(0);
    expect(log.text()).not.toContain('not-a-session');
  });
});
