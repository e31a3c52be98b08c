// On both databases: sessions are kept in memory only while the app hears sessions end (its LISTEN),
// which PGlite delivers in its own process and PostgreSQL over a connection of its own.
// A verified person's calls read their session once in a few seconds (issue 25: a query less on
// most calls), and a session that ends or loses its verification is refused at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_KEEP_MS } from '../src/modules/auth/session-cache';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, uniqueEmail, type RegisteredUser } from './helpers/factories';
import { callAs } from './helpers/schedule';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ withWorkers: false });
  expect(await ctx.services.liveUpdates.waitUntilListening(10_000)).toBe(true);
});
afterAll(() => ctx.close());

/** The queries one call made, and its answer. */
async function queriesOf(call: () => Promise<{ statusCode: number }>) {
  const before = ctx.database.queriesRun();
  const response = await call();
  return { queries: ctx.database.queriesRun() - before, status: response.statusCode };
}

const getMe = (who: RegisteredUser) => () => callAs(ctx, who.token)('GET', '/api/auth/me');
/** A call that needs a verified address. */
const getFriends = (who: RegisteredUser) => () => callAs(ctx, who.token)('GET', '/api/friends');

describe('sessions kept for a few seconds', () => {
  it("reads a verified person's session once, until it is due to be read again", async () => {
    const person = await createVerifiedUser(ctx);
    const first = await queriesOf(getMe(person));
    const kept = await queriesOf(getMe(person));
    ctx.clock.advance(SESSION_KEEP_MS);
    const readAgain = await queriesOf(getMe(person));
    expect([first.status, kept.status, readAgain.status]).toEqual([200, 200, 200]);
    expect(kept.queries).toBe(first.queries - 1);
    expect(readAgain.queries).toBe(first.queries);
  });

  it('refuses a kept session at once after its logout', async () => {
    const person = await createVerifiedUser(ctx);
    await getMe(person)();
    expect((await queriesOf(getMe(person))).status).toBe(200);
    expect((await callAs(ctx, person.token)('POST', '/api/auth/logout')).statusCode).toBe(200);
    expect((await getMe(person)()).statusCode).toBe(401);
  });

  it('refuses calls that need a verified address at once after the address changes', async () => {
    const person = await createVerifiedUser(ctx);
    await getFriends(person)();
    expect((await getFriends(person)()).statusCode).toBe(200);
    const moved = await callAs(ctx, person.token)('PUT', '/api/auth/me', {
      first_name: person.user.first_name,
      last_name: person.user.last_name,
      email: uniqueEmail('moved'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await getFriends(person)()).statusCode).toBe(403);
  });

  it("reads an unverified person's session on every call: verifying must count at once", async () => {
    const person = await createVerifiedUser(ctx);
    await callAs(ctx, person.token)('PUT', '/api/auth/me', {
      first_name: person.user.first_name,
      last_name: person.user.last_name,
      email: uniqueEmail('unverified'),
    });
    const first = await queriesOf(getMe(person));
    const second = await queriesOf(getMe(person));
    expect(second.queries).toBe(first.queries);
  });
});
