// The Google calendars' periodic sync (behaviour.md §10): the job every 15 minutes finds the
// calendars that are due and syncs each person's in a job of their own. PGlite only: the scan
// takes everyone whose calendar is due, and on the PostgreSQL pass's shared database that is every
// test file's people, whose fake Googles have long stopped.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busyBlocks } from '../src/db/schema';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { startFakeGoogle, type FakeGoogle } from './helpers/fake-google';
import { connectGoogle } from './helpers/google';
import { waitUntil } from './helpers/wait';

let google: FakeGoogle;
let ctx: TestContext;
beforeAll(async () => {
  google = await startFakeGoogle();
  google.addCalendar({
    id: 'eli@gmail.com',
    summary: 'eli@gmail.com',
    timeZone: 'America/New_York',
    primary: true,
    accessRole: 'owner',
  });
  google.putEvent('eli@gmail.com', {
    id: 'therapy',
    start: { dateTime: '2027-03-01T19:00:00-05:00' },
    end: { dateTime: '2027-03-01T20:30:00-05:00' },
  });
  ctx = await createTestApp({ env: google.env });
});
afterAll(async () => {
  await ctx.close();
  await google.close();
});

async function blockOf(person: RegisteredUser, externalId: string) {
  const rows = await ctx.database.db.select().from(busyBlocks).where(eq(busyBlocks.user_id, person.user.id));
  return rows.find((row) => row.external_id === externalId);
}

describe('the periodic Google sync', () => {
  it('syncs again on the periodic job once a calendar is due, taking in what changed', async () => {
    const eli = await createVerifiedUser(ctx, { first_name: 'Eli' });
    await connectGoogle(ctx, google, eli);
    await waitUntil(async () => (await blockOf(eli, 'therapy')) !== undefined, 'Eli’s first sync');
    google.putEvent('eli@gmail.com', {
      id: 'therapy',
      start: { dateTime: '2027-03-01T20:00:00-05:00' },
      end: { dateTime: '2027-03-01T21:00:00-05:00' },
    });
    // Nothing is due before 15 minutes have passed; after, the job takes the change in.
    expect(await ctx.services.googleCalendar.usersDue(10)).toEqual([]);
    ctx.clock.advance(16 * 60_000);
    try {
      expect(await ctx.services.googleCalendar.usersDue(10)).toEqual([eli.user.id]);
      await ctx.queue.send('google-calendar-due', {});
      await waitUntil(
        async () => (await blockOf(eli, 'therapy'))?.start_time.toISOString() === '2027-03-02T01:00:00.000Z',
        'the periodic sync took in the moved event',
      );
    } finally {
      ctx.clock.reset();
    }
  });
});
