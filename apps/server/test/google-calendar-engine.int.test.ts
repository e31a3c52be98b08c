// Busy time from a linked Google calendar in the engine (behaviour.md §8, §10): the first sync runs
// in the background right after connecting; a synced event removes a slot from a friend's answer
// and moves Hangtime Now!'s plan, and nothing of the event (title, place) reaches the friend, in
// the slots, the overlay or the explanation. (The periodic job: google-calendar-periodic.)
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busyBlocks } from '../src/db/schema';
import { wallClockToInstant } from '@hangtime/core/scheduling/occurrences';
import { addDays } from '@hangtime/core/time/dates';
import { todayIn } from '@hangtime/core/time/zones';
import { createTestApp, todayAt, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { makeFriends } from './helpers/friends';
import { startFakeGoogle, type FakeGoogle } from './helpers/fake-google';
import { connectGoogle } from './helpers/google';
import { addDailyWindow, createLocation, likeTenActivities } from './helpers/schedule';
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
const NEW_YORK = 'America/New_York';
const tonightAt = (time: string, days = 0) =>
  new Date(wallClockToInstant(addDays(todayIn(NEW_YORK, ctx.clock.now()), days), time, NEW_YORK).epochMilliseconds);

async function blockOf(person: RegisteredUser, externalId: string) {
  const rows = await ctx.database.db.select().from(busyBlocks).where(eq(busyBlocks.user_id, person.user.id));
  return rows.find((row) => row.external_id === externalId);
}

async function eveningPerson(first_name: string): Promise<RegisteredUser> {
  const person = await createVerifiedUser(ctx, { first_name, last_name: 'Synced', timezone: NEW_YORK });
  await addDailyWindow(ctx, person, { zone: NEW_YORK, from: '18:00', to: '22:00' });
  await likeTenActivities(ctx, person);
  return person;
}

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

  it('keeps Hangtime Now! off a synced event, and its explanation says nothing of it', async () => {
    const cara = await eveningPerson('Cara');
    const dev = await eveningPerson('Dev');
    await makeFriends(ctx, cara, dev);
    await createLocation(ctx, cara, {
      location_name: 'Cara’s place',
      is_default: true,
      happy_to_host: true,
      city: 'Anchorage',
      state_province: 'AK',
      postal_code: '99501',
    });
    // Dev's whole evening today is taken in his Google calendar.
    google.putEvent('ben@gmail.com', {
      id: 'surgery',
      summary: 'Secret surgery',
      location: 'Private Clinic',
      start: { dateTime: tonightAt('18:00').toISOString() },
      end: { dateTime: tonightAt('22:00').toISOString() },
    });
    await connectGoogle(ctx, google, dev);
    await waitUntil(async () => (await blockOf(dev, 'surgery')) !== undefined, 'Dev’s evening imported');

    const response = await schedulingOf(ctx, cara).hangtimeNow({});
    expect(response.statusCode, response.body).toBe(200);
    const { event, explanation } = response.json().data;
    expect(event.start_time).toBe(tonightAt('18:00', 1).toISOString());
    expect(explanation).toContain('Dev Synced');
    expect(response.body).not.toMatch(/Secret|surgery|Clinic|google/i);
  });
});
