// The production layout's promise (docs/operations.md "Many instances"): two server processes on
// one PostgreSQL count one per-IP limit between them, and a job is done once, whichever instance's
// worker takes it.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../src/db/client';
import {
  anyCategoryId,
  createScratchDatabase,
  eventBody,
  signUpOverHttp,
  startServerProcess,
  type ServerProcess,
} from './helpers/server-process';

const LIMIT_PER_MINUTE = 10;
let scratch: { url: string; drop(): Promise<void> };
let database: Database;
let instances: ServerProcess[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
  // Every instance has the same server key, as production requires: a mail job sealed by one is
  // opened by whichever instance takes it.
  const secretKey = randomBytes(32).toString('hex');
  // Both started at once, as an orchestrator does: their migrations take turns on one lock.
  instances = await Promise.all(
    [0, 1].map(() =>
      startServerProcess(scratch.url, {
        SECRET_KEY: secretKey,
        RATE_LIMIT_PER_MINUTE: String(LIMIT_PER_MINUTE),
        // The test is the proxy in front: each phase below comes from an address of its own.
        TRUST_PROXY: '1',
      }),
    ),
  );
  database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
}, 120_000);

afterAll(async () => {
  for (const instance of instances) instance.child.kill('SIGTERM');
  await Promise.all(instances.map((instance) => instance.exited));
  await database?.close();
  await scratch?.drop();
}, 60_000);

/** A call to one instance, as if from `clientAddress` through the proxy. */
function call(instance: ServerProcess, path: string, clientAddress: string, init: RequestInit = {}) {
  return fetch(`${instance.address}${path}`, {
    ...init,
    headers: { 'x-forwarded-for': clientAddress, ...(init.headers as Record<string, string>) },
  });
}

async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}: ${JSON.stringify(await read())}`);
}

describe('two instances on one PostgreSQL', () => {
  it('count one per-IP limit between them', async () => {
    const client = '198.51.100.7';
    const [first, second] = instances as [ServerProcess, ServerProcess];
    for (let request = 0; request < LIMIT_PER_MINUTE; request += 1) {
      const response = await call(request % 2 === 0 ? first : second, '/api/terms', client);
      expect(response.status).toBe(200);
    }
    // Each instance sends what it counted within a fraction of a second (db/batched-counters.ts).
    await waitFor(
      'both instances to send their counts',
      () =>
        queryRows<{ count: number }>(database.db, sql`SELECT count FROM rate_limits WHERE key LIKE ${`%${client}%`}`),
      (rows) => rows.reduce((sum, row) => sum + Number(row.count), 0) >= LIMIT_PER_MINUTE,
    );
    for (const instance of [first, second]) {
      const refused = await call(instance, '/api/terms', client);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another person's address has a count of its own.
    expect((await call(second, '/api/terms', '198.51.100.8')).status).toBe(200);
  });

  it('send each invitation mail once, whichever instance queued it or took the job', async () => {
    const [first, second] = instances as [ServerProcess, ServerProcess];
    const organizer = await signUpOverHttp(first.address);
    const guest = await signUpOverHttp(second.address);
    const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
    // Each call from an address of its own: the per-IP limit of ten is the other test's subject.
    let calls = 0;
    const api = (instance: ServerProcess, path: string, init: RequestInit = {}) =>
      call(instance, path, `203.0.113.${(calls += 1)}`, init);
    const guestAccount = (await (await api(first, `/api/auth/me`, { headers: auth(guest) })).json()) as {
      id: string;
      email: string;
    };
    const guestEmail = guestAccount.email;
    await api(first, `/api/friends/send-request`, {
      method: 'POST',
      headers: auth(organizer),
      body: JSON.stringify({ email: guestEmail }),
    });
    const pending = (await (await api(second, `/api/friends/pending`, { headers: auth(guest) })).json()) as {
      pending_requests: { id: string }[];
    };
    const accepted = await api(second, `/api/friends/accept`, {
      method: 'PUT',
      headers: auth(guest),
      body: JSON.stringify({ request_id: pending.pending_requests[0]!.id }),
    });
    expect(accepted.status).toBe(200);
    const guestId = guestAccount.id;

    const categoryId = await anyCategoryId(first.address, organizer);
    const invitations = 8;
    for (let index = 0; index < invitations; index += 1) {
      const response = await api(instances[index % 2]!, `/api/calendar/events`, {
        method: 'POST',
        headers: auth(organizer),
        body: JSON.stringify({ ...eventBody(categoryId, `Board games ${index}`), participant_ids: [guestId] }),
      });
      expect(response.status).toBe(201);
    }
    const outboxInvitations = () =>
      queryRows<{ count: number }>(
        database.db,
        sql`SELECT count(*)::int AS count FROM mail_outbox WHERE to_address = ${guestEmail} AND subject LIKE '%Board games%'`,
      ).then((rows) => Number(rows[0]!.count));
    await waitFor('every invitation mail', outboxInvitations, (count) => count >= invitations);
    // Every mail job has ended: a second run of any of them would have written its mail by now.
    await waitFor(
      'the mail jobs to finish',
      () =>
        queryRows<{ open: number }>(
          database.db,
          sql`SELECT count(*)::int AS open FROM pgboss.job WHERE name LIKE 'mail%' AND state NOT IN ('completed', 'failed', 'cancelled')`,
        ),
      (rows) => Number(rows[0]!.open) === 0,
    );
    expect(await outboxInvitations()).toBe(invitations);
  });
});
