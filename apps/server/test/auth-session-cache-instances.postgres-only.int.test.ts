// Sessions kept in memory across instances (issue 25): two apps on one PostgreSQL. A session one
// instance keeps is refused there as soon as the database announces that it ended or lost its
// verification through the other (a logout, a password reset, a new address).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_KEEP_MS } from '../src/modules/auth/session-cache';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, uniqueEmail, type RegisteredUser } from './helpers/factories';
import { callAs } from './helpers/schedule';
import { waitUntil } from './helpers/wait';

/**
 * The second instance must refuse well before it would have read the session again anyway: the
 * database's notice, not the end of the few seconds a session is kept, is what must do it.
 */
const BEFORE_KEPT_TIME_ENDS = { withinMs: SESSION_KEEP_MS / 2 };

let first: TestContext;
let second: TestContext;

beforeAll(async () => {
  [first, second] = (await Promise.all([0, 1].map(() => createTestApp({ withWorkers: false })))) as [
    TestContext,
    TestContext,
  ];
  for (const ctx of [first, second]) expect(await ctx.services.liveUpdates.waitUntilListening(10_000)).toBe(true);
});
afterAll(async () => {
  await Promise.all([first, second].map((ctx) => ctx?.close()));
});

/**
 * `who`'s session, read and kept by the second instance: its next call there makes one query less
 * (no session read), so what follows tests a kept session, not one read afresh.
 */
async function keptOnSecond(who: RegisteredUser, url: string) {
  const call = () => callAs(second, who.token)('GET', url);
  const queriesOf = async () => {
    const before = second.database.queriesRun();
    expect((await call()).statusCode).toBe(200);
    return second.database.queriesRun() - before;
  };
  const read = await queriesOf();
  expect(await queriesOf()).toBe(read - 1);
  return { call };
}

describe('a session kept by one instance', () => {
  it('is refused there once its logout on the other commits', async () => {
    const person = await createVerifiedUser(first);
    const { call } = await keptOnSecond(person, '/api/auth/me');
    expect((await callAs(first, person.token)('POST', '/api/auth/logout')).statusCode).toBe(200);
    await waitUntil(
      async () => (await call()).statusCode === 401,
      'the second instance refuses the ended session',
      BEFORE_KEPT_TIME_ENDS,
    );
  });

  it('loses what a verified address allowed once the address changes on the other', async () => {
    const person = await createVerifiedUser(first);
    const { call } = await keptOnSecond(person, '/api/friends');
    const moved = await callAs(first, person.token)('PUT', '/api/auth/me', {
      first_name: person.user.first_name,
      last_name: person.user.last_name,
      email: uniqueEmail('moved'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await waitUntil(
      async () => (await call()).statusCode === 403,
      'the second instance asks for verification',
      BEFORE_KEPT_TIME_ENDS,
    );
  });
});
