// PostgreSQL only: SIGTERM while calls are stuck (issue 25). One call waits on a frozen database
// (through a TCP proxy), another on a calendar server that never answers. Both get an answer, in
// the error shape with Retry-After, and the process exits within the 10 s deadline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttpServer, type FakeHttpServer } from './helpers/fake-http-server';
import {
  anyCategoryId,
  createScratchDatabase,
  eventBody,
  signUpOverHttp,
  startServerProcess,
  type ServerProcess,
} from './helpers/server-process';
import { startFaultProxy, type FaultProxy } from './helpers/tcp-fault-proxy';
import { waitUntil } from './helpers/wait';

const SHUTDOWN_WITHIN_MS = 10_000;

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let proxy: FaultProxy;
let calendar: FakeHttpServer;
let server: ServerProcess | undefined;
beforeAll(async () => {
  scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
  proxy = await startFaultProxy(scratch.url);
  calendar = await startFakeHttpServer(() => 'hang');
});
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  proxy?.close();
  await calendar?.close();
  await scratch?.drop();
});

type Answer = { status: number; retryAfter: string | null; body: unknown; ms: number };

async function timedCall(url: string, init: RequestInit): Promise<Answer> {
  const startedAt = performance.now();
  const response = await fetch(url, init);
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.json(),
    ms: performance.now() - startedAt,
  };
}

describe('shutdown with calls stuck', () => {
  it('answers every call and exits within 10 s', async () => {
    server = await startServerProcess(proxy.url, { ICS_ALLOW_PRIVATE: 'true' });
    const { address } = server;
    const token = await signUpOverHttp(address);
    const categoryId = await anyCategoryId(address, token);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

    // Subscribing fetches the calendar during the call: this one waits on a server that never answers.
    const onCalendar = timedCall(`${address}/api/calendar-subscriptions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ url: `${calendar.origin}/never.ics` }),
    });
    await waitUntil(async () => calendar.requests.length === 1, 'the call waiting on the calendar server');
    proxy.freeze();
    const onDatabase = timedCall(`${address}/api/calendar/events`, {
      method: 'POST',
      headers,
      body: JSON.stringify(eventBody(categoryId, 'Written while stopping')),
    });
    await waitUntil(async () => proxy.heldBytes() > 0, 'the call waiting on the frozen database');

    const signalledAt = performance.now();
    server.child.kill('SIGTERM');
    const exitCode = await server.exited;
    const exitMs = performance.now() - signalledAt;
    const answers = await Promise.all([onCalendar, onDatabase]);
    console.info(
      `shutdown: exited ${Math.round(exitMs)} ms after SIGTERM; the call on the frozen database answered ` +
        `${answers[1].status} in ${Math.round(answers[1].ms)} ms, the call on the calendar ${answers[0].status}`,
    );

    for (const answer of answers) {
      expect(answer).toMatchObject({
        status: 503,
        retryAfter: expect.stringMatching(/^\d+$/),
        body: { code: 'SERVICE_UNAVAILABLE' },
      });
    }
    expect(exitMs).toBeLessThan(SHUTDOWN_WITHIN_MS);
    expect(exitCode, server.output()).toBe(0);
    proxy.restore();
  }, 120_000);
});
