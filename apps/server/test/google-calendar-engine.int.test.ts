// Busy time from a linked Google calendar in the engine (behaviour.md §8, §10): the first sync runs
// in the background right after connecting, a synced event removes a slot from a friend's answer,
// and nothing of the event (title, place) reaches the friend.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busyBlocks } from '../src/db/schema';
import { createTestApp, todayAt, type TestContext } from './helpers/app';
import { startFakeGoogle, type FakeGoogle } from './helpers/fake-google';
import { connectGoogle } from './helpers/google';
import { befriendAll, personWithWindow, schedulingOf, slotSummary, slotsOf } from './helpers/scheduling';
import { waitUntil } from './helpers/wait';

let google: FakeGoogle;
let ctx: TestContext;
beforeAll(async () => {
  google = await startFakeGoogle();
  google.addCalendar({
    id: 'ben@gmail.com',
    summary: 'ben@gmail.com',
    timeZone: 'America/New_York',
    primary: true,
    accessRole: 'owner',
  });
  // Monday 2027-03-01, 19:00–20:30 in New York (00:00–01:30 UTC on the 2nd).
  google.putEvent('ben@gmail.com', {
    id: 'therapy',
    summary: 'Therapy with Dr. Secret',
    location: '99 Private Lane',
    start: { dateTime: '2027-03-01T19:00:00-05:00' },
    end: { dateTime: '2027-03-01T20:30:00-05:00' },
  });
  ctx = await createTestApp({ env: google.env, startAt: todayAt('America/New_York', '14:07') });
});
afterAll(async () => {
  await ctx.close();
  await google.close();
});

const MONDAY = 0;

describe('a linked Google calendar in the engine', () => {
  it('makes its busy events busy time for find-us-time, telling the friend nothing about them', async () => {
    const window = { days: [MONDAY], from: '18:00', to: '22:00', start_date: '2027-02-01' };
    const ana = await personWithWindow(ctx, { first_name: 'Ana', last_name: 'Diaz' }, 'America/New_York', window);
    const ben = await personWithWindow(ctx, { first_name: 'Ben', last_name: 'Ode' }, 'America/New_York', window);
    await befriendAll(ctx, ana, [ben]);
    expect((await slotsOf(ctx, ana, '2027-03-01')).map(slotSummary)[0]).toBe(
      '2027-03-01T23:00–2027-03-02T03:00 Ben Ode',
    );

    // Connecting queues the first sync; the worker runs it with no call from the person.
    await connectGoogle(ctx, google, ben);
    await waitUntil(async () => {
      const rows = await ctx.database.db.select().from(busyBlocks).where(eq(busyBlocks.user_id, ben.user.id));
      return rows.length === 1;
    }, 'the background sync imported Ben’s event');

    const answer = await schedulingOf(ctx, ana).findUsTime({ reference_date: '2027-03-01' });
    expect(answer.statusCode, answer.body).toBe(200);
    // Ben is busy 19:00–20:30: the evening splits into 18:00–19:00 and 20:30–22:00.
    expect(answer.json().time_slots.slice(0, 2).map(slotSummary)).toEqual([
      '2027-03-01T23:00–2027-03-02T00:00 Ben Ode',
      '2027-03-02T01:30–2027-03-02T03:00 Ben Ode',
    ]);
    expect(answer.body).not.toMatch(/Therapy|Secret|Private Lane|google/i);
  });
});
