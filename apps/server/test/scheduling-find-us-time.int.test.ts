// POST /api/find-us-time (behaviour.md §8): slots to the minute, across zones and DST, busy time,
// one date of working hours changed or cancelled, who counts as a friend, privacy, the bounded
// number of queries, and bad input.
// On both databases: the engine's prepared reads take their ids as one uuid[] parameter.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busyBlocks } from '../src/db/schema';
import { wallClockToInstant } from '@hangtime/core/scheduling/occurrences';
import { addDays } from '@hangtime/core/time/dates';
import { todayIn } from '@hangtime/core/time/zones';
import type { FindUsTimeResponse } from '@hangtime/core/scheduling/schemas';
import { createTestApp, todayAt, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { makeFriends, sendRequest } from './helpers/friends';
import { categoryIds, eventsOf } from './helpers/events';
import { callerOf, createWorkingHours } from './helpers/schedule';
import { befriendAll, personWithWindow, schedulingApi, schedulingOf, slotSummary, slotsOf } from './helpers/scheduling';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ startAt: todayAt('America/New_York', '14:07') });
});
afterAll(async () => {
  await ctx.close();
});

const MONDAY = 0;
/** 2027-03-01 and 03-08 are Mondays before the US change on 03-14; London changes on 03-28. */
const REFERENCE = '2027-03-01';

describe('POST /api/find-us-time', () => {
  let ana: RegisteredUser;
  let ben: RegisteredUser;
  let cleo: RegisteredUser;
  let eventIds: Record<string, number>;

  beforeAll(async () => {
    // Ana: New York, Mondays 18:00–22:00 (23:00–03:00 UTC). Ben: Los Angeles, Mondays 15:00–19:30
    // (23:00–03:30 UTC). Cleo: New York, Mondays 19:00–21:00 (00:00–02:00 UTC).
    ana = await personWithWindow(ctx, { first_name: 'Ana', last_name: 'Diaz' }, 'America/New_York', {
      days: [MONDAY],
      from: '18:00',
      to: '22:00',
      start_date: '2027-02-01',
    });
    ben = await personWithWindow(ctx, { first_name: 'Ben', last_name: 'Ode' }, 'America/Los_Angeles', {
      days: [MONDAY],
      from: '15:00',
      to: '19:30',
      start_date: '2027-02-01',
    });
    cleo = await personWithWindow(ctx, { first_name: 'Cleo', last_name: 'Park' }, 'America/New_York', {
      days: [MONDAY],
      from: '19:00',
      to: '21:00',
      start_date: '2027-02-01',
    });
    await befriendAll(ctx, ana, [ben, cleo]);
    eventIds = await categoryIds(ctx, ana);
  });

  it('offers the longest stretch and the biggest group, in order, with the spec’s fields', async () => {
    const slots = await slotsOf(ctx, ana, REFERENCE);
    // Ben all four hours of Ana's evening, and Ben with Cleo for her two: neither beats the other.
    expect(slots.map(slotSummary)).toEqual([
      '2027-03-01T23:00–2027-03-02T03:00 Ben Ode',
      '2027-03-02T00:00–2027-03-02T02:00 Ben Ode, Cleo Park',
      '2027-03-08T23:00–2027-03-09T03:00 Ben Ode',
      '2027-03-09T00:00–2027-03-09T02:00 Ben Ode, Cleo Park',
    ]);
    expect(slots[1]).toEqual({
      // The caller's own date: 19:00 on Monday in New York, though Tuesday in UTC.
      date: '2027-03-01',
      start_time: '2027-03-02T00:00:00.000Z',
      end_time: '2027-03-02T02:00:00.000Z',
      duration_minutes: 120,
      available_friend_ids: [ben.user.id, cleo.user.id],
      available_friends: ['Ben Ode', 'Cleo Park'],
      friend_count: 2,
      total_friends: 2,
    });
  });

  it('gives the overlay each stretch with one set of free friends, names only', async () => {
    const response = await schedulingOf(ctx, ana).findUsTime({ reference_date: REFERENCE });
    const stretches = response.json().free_together as {
      start_time: string;
      end_time: string;
      available_friends: string[];
    }[];
    expect(stretches.slice(0, 3).map(slotSummary)).toEqual([
      '2027-03-01T23:00–2027-03-02T00:00 Ben Ode',
      '2027-03-02T00:00–2027-03-02T02:00 Ben Ode, Cleo Park',
      '2027-03-02T02:00–2027-03-02T03:00 Ben Ode',
    ]);
    expect(stretches[1]).toEqual({
      start_time: '2027-03-02T00:00:00.000Z',
      end_time: '2027-03-02T02:00:00.000Z',
      available_friend_ids: [ben.user.id, cleo.user.id],
      available_friends: ['Ben Ode', 'Cleo Park'],
      friend_count: 2,
    });
  });

  it('answers the same slots whichever friend asks from their own side of the country', async () => {
    const slots = await slotsOf(ctx, cleo, REFERENCE);
    // Cleo's only friend is Ana: Ana and Cleo overlap 19:00–21:00 New York.
    expect(slots.map(slotSummary)).toEqual([
      '2027-03-02T00:00–2027-03-02T02:00 Ana Diaz',
      '2027-03-09T00:00–2027-03-09T02:00 Ana Diaz',
    ]);
  });

  it('counts accepted, tentative and owned events as busy, and pending invitations as free', async () => {
    await makeFriends(ctx, ben, cleo);
    // Ben organises 19:00–20:00 New York on 03-08 and invites Cleo: Ben is busy, Cleo (pending) is not.
    const created = await eventsOf(ctx, ben).create({
      title: 'Ben’s secret dinner',
      start_time: '2027-03-09T00:00:00.000Z',
      end_time: '2027-03-09T01:00:00.000Z',
      category_id: eventIds.Event,
      location: 'Secret Bistro',
      participant_ids: [cleo.user.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const eventId = created.json().event.id as string;

    const whilePending = (await slotsOf(ctx, ana, '2027-03-08')).map(slotSummary);
    // Ben before his dinner; Cleo from 00:00 and Ben after it tie at two hours; both for one.
    expect(whilePending.slice(0, 4)).toEqual([
      '2027-03-08T23:00–2027-03-09T00:00 Ben Ode',
      '2027-03-09T00:00–2027-03-09T02:00 Cleo Park',
      '2027-03-09T01:00–2027-03-09T02:00 Ben Ode, Cleo Park',
      '2027-03-09T01:00–2027-03-09T03:00 Ben Ode',
    ]);

    expect((await eventsOf(ctx, cleo).rsvp(eventId, 'tentative')).statusCode).toBe(200);
    const whileTentative = (await slotsOf(ctx, ana, '2027-03-08')).map(slotSummary);
    // 23:00–00:00 Ben alone, 00:00–01:00 nobody (Cleo is at the dinner now), then both, then Ben.
    expect(whileTentative.slice(0, 3)).toEqual([
      '2027-03-08T23:00–2027-03-09T00:00 Ben Ode',
      '2027-03-09T01:00–2027-03-09T02:00 Ben Ode, Cleo Park',
      '2027-03-09T01:00–2027-03-09T03:00 Ben Ode',
    ]);

    expect((await eventsOf(ctx, cleo).rsvp(eventId, 'declined')).statusCode).toBe(200);
    expect((await slotsOf(ctx, ana, '2027-03-08')).map(slotSummary)).toEqual(whilePending);
  });

  it('takes imported busy blocks as busy time', async () => {
    // 19:30–20:00 New York on 03-01, imported from Cleo's linked calendar (when, and nothing else).
    const [block] = await ctx.database.db
      .insert(busyBlocks)
      .values({
        user_id: cleo.user.id,
        start_time: new Date('2027-03-02T00:30:00Z'),
        end_time: new Date('2027-03-02T01:00:00Z'),
        source: 'ics:test',
      })
      .returning();
    try {
      const slots = (await slotsOf(ctx, ana, REFERENCE)).map(slotSummary);
      // Cleo's first half hour is too short to share; Ben's four hours stay whole.
      expect(slots.slice(0, 2)).toEqual([
        '2027-03-01T23:00–2027-03-02T03:00 Ben Ode',
        '2027-03-02T01:00–2027-03-02T02:00 Ben Ode, Cleo Park',
      ]);
    } finally {
      await ctx.database.db.delete(busyBlocks).where(eq(busyBlocks.id, block!.id));
    }
  });

  it('never says why anyone is free or busy: no titles, window names, places, addresses or working hours', async () => {
    await createWorkingHours(ctx, ben, {
      block_name: 'Ben’s secret job',
      day_of_week: 1,
      start_time: '09:00',
      end_time: '10:00',
    });
    const response = await schedulingOf(ctx, ana).findUsTime({ reference_date: REFERENCE });
    expect(response.statusCode).toBe(200);
    for (const secret of [
      'secret',
      'Secret',
      'private place',
      'Street',
      'Hidden Town',
      'Bistro',
      'window',
      'timezone',
      'Los_Angeles',
      '@',
    ]) {
      expect(response.body).not.toContain(secret);
    }
    expect(Object.keys(response.json())).toEqual(['success', 'time_slots', 'free_together']);
  });

  it('finds slots when the set of free friends changes every quarter hour', async () => {
    // Zoe's Monday evening 18:00–21:00; six friends, each free 90 minutes from a quarter after the
    // one before. No set of friends lasts an hour: the first rule found nothing here.
    const zoe = await personWithWindow(ctx, { first_name: 'Zoe', last_name: 'Quarter' }, 'America/New_York', {
      days: [MONDAY],
      from: '18:00',
      to: '21:00',
      start_date: '2027-02-01',
    });
    const clock = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
    const friends: RegisteredUser[] = [];
    for (let k = 0; k < 6; k += 1) {
      const from = 18 * 60 + 15 * k;
      const friend = await personWithWindow(ctx, { first_name: `F${k}`, last_name: 'Q' }, 'America/New_York', {
        days: [MONDAY],
        from: clock(from),
        to: clock(from + 90),
        start_date: '2027-02-01',
      });
      friends.push(friend);
    }
    await befriendAll(ctx, zoe, friends);
    const response = await schedulingOf(ctx, zoe).findUsTime({ reference_date: REFERENCE });
    const { time_slots: slots, free_together: stretches } = response.json() as FindUsTimeResponse;
    const firstEvening = <T extends { start_time: string }>(list: T[]) =>
      list.filter((item) => item.start_time < '2027-03-03');
    // Each friend alone for 90 minutes, each two neighbours for 75, each three for 60: 15 slots.
    expect(firstEvening(slots)).toHaveLength(15);
    expect(
      firstEvening(slots)
        .map(slotSummary)
        .filter((summary) => summary.includes('F2 Q, F3 Q, F4 Q')),
    ).toEqual(['2027-03-02T00:00–2027-03-02T01:00 F2 Q, F3 Q, F4 Q']);
    // The overlay: a new set every quarter from 18:00 until the last friend leaves at 20:45.
    const counts = firstEvening(stretches).map((stretch) => stretch.friend_count);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
  });

  it('leaves out strangers and people whose friend request is still pending', async () => {
    const dan = await personWithWindow(ctx, { first_name: 'Dan', last_name: 'Stranger' }, 'America/New_York', {
      days: [MONDAY],
      from: '18:00',
      to: '22:00',
      start_date: '2027-02-01',
    });
    const eve = await personWithWindow(ctx, { first_name: 'Eve', last_name: 'Pending' }, 'America/New_York', {
      days: [MONDAY],
      from: '18:00',
      to: '22:00',
      start_date: '2027-02-01',
    });
    await sendRequest(ctx, ana, eve);
    await sendRequest(ctx, dan, ana);
    const slots = await slotsOf(ctx, ana, REFERENCE);
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      expect(slot.available_friend_ids).not.toContain(dan.user.id);
      expect(slot.available_friend_ids).not.toContain(eve.user.id);
      expect(slot.total_friends).toBe(2);
    }
  });

  it('takes the caller’s working hours as busy time', async () => {
    const fay = await personWithWindow(ctx, { first_name: 'Fay', last_name: 'Work' }, 'America/New_York', {
      days: [MONDAY],
      from: '18:00',
      to: '22:00',
      start_date: '2027-02-01',
    });
    await makeFriends(ctx, fay, ben);
    // Working until 19:30 on Mondays in her own zone: free with Ben from 19:30 to 22:00 New York time
    // (on 03-08 Ben's own dinner, from the test above, keeps him busy until 20:00).
    await createWorkingHours(ctx, fay, { day_of_week: MONDAY, start_time: '09:00', end_time: '19:30' });
    expect((await slotsOf(ctx, fay, REFERENCE)).map(slotSummary)).toEqual([
      '2027-03-02T00:30–2027-03-02T03:00 Ben Ode',
      '2027-03-09T01:00–2027-03-09T03:00 Ben Ode',
    ]);
  });
});

describe('find-us-time and one date of a friend’s working hours', () => {
  it('frees a cancelled date and follows a date’s new times, to the minute', async () => {
    const kai = await personWithWindow(ctx, { first_name: 'Kai', last_name: 'Caller' }, 'America/New_York', {
      days: [MONDAY],
      from: '18:00',
      to: '22:00',
      start_date: '2027-02-01',
    });
    const gus = await personWithWindow(ctx, { first_name: 'Gus', last_name: 'Shift' }, 'America/New_York', {
      days: [MONDAY],
      from: '18:00',
      to: '22:00',
      start_date: '2027-02-01',
    });
    await makeFriends(ctx, kai, gus);
    // Gus works Mondays until 20:00 New York: free with Kai 20:00–22:00 (01:00–03:00 UTC).
    const shift = await createWorkingHours(ctx, gus, { day_of_week: MONDAY, start_time: '17:00', end_time: '20:00' });
    expect((await slotsOf(ctx, kai, REFERENCE)).map(slotSummary)).toEqual([
      '2027-03-02T01:00–2027-03-02T03:00 Gus Shift',
      '2027-03-09T01:00–2027-03-09T03:00 Gus Shift',
    ]);
    const url = `/api/working-hours/${shift.id}`;
    const cancelled = await callerOf(ctx, gus)('PUT', url, {
      update_instance: true,
      instance_date: '2027-03-08',
      cancelled: true,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const moved = await callerOf(ctx, gus)('PUT', url, {
      update_instance: true,
      instance_date: REFERENCE,
      start_time: '17:00',
      end_time: '19:15',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // 03-01: free from 19:15 New York; 03-08: the whole evening, 18:00–22:00.
    expect((await slotsOf(ctx, kai, REFERENCE)).map(slotSummary)).toEqual([
      '2027-03-02T00:15–2027-03-02T03:00 Gus Shift',
      '2027-03-08T23:00–2027-03-09T03:00 Gus Shift',
    ]);
  });
});

describe('find-us-time across a DST change in one zone only', () => {
  it('follows each person’s own wall clock: London and New York are 4 hours apart for two weeks in March', async () => {
    const nia = await personWithWindow(ctx, { first_name: 'Nia', last_name: 'York' }, 'America/New_York', {
      days: [MONDAY],
      from: '18:00',
      to: '22:00',
      start_date: '2027-02-01',
    });
    // 22:30–23:45 London. On 03-08 that is 17:30–18:45 New York (45 minutes with Nia: dropped);
    // on 03-15, after New York's change and before London's, 18:30–19:45 (kept).
    const leo = await personWithWindow(ctx, { first_name: 'Leo', last_name: 'London' }, 'Europe/London', {
      days: [MONDAY],
      from: '22:30',
      to: '23:45',
      start_date: '2027-02-01',
    });
    await makeFriends(ctx, nia, leo);
    const slots = await slotsOf(ctx, nia, '2027-03-08');
    expect(slots.map(slotSummary)).toEqual(['2027-03-15T22:30–2027-03-15T23:45 Leo London']);
    expect(slots[0]!.date).toBe('2027-03-15');
  });
});

describe('the range', () => {
  it('starts now rather than at midnight when the reference date is today, and runs 14 days', async () => {
    const zone = 'America/New_York';
    const sam = await createVerifiedUser(ctx, { first_name: 'Sam', last_name: 'Daily', timezone: zone });
    const tia = await createVerifiedUser(ctx, { first_name: 'Tia', last_name: 'Daily', timezone: zone });
    const today = todayIn(zone, ctx.clock.now());
    for (const person of [sam, tia]) {
      const answer = await callerOf(ctx, person)('POST', '/api/availability-windows', {
        window_name: 'Always',
        start_time: '00:00',
        end_time: '23:45',
        timezone: zone,
        address: 'x',
        start_date: '2026-01-01',
        end_date: '2030-01-01',
        is_repeating: true,
        frequency: 'daily',
        days_of_week: [],
      });
      expect(answer.statusCode, answer.body).toBe(201);
    }
    await makeFriends(ctx, sam, tia);
    const slots = await slotsOf(ctx, sam);
    const now = ctx.clock.now().getTime();
    // Every day's 23:45–00:00 is a gap: a slot a day for 14 local days, today's from now on (the
    // clock says 14:07 in New York, so most of today is left).
    const [first, last] = [slots[0]!, slots.at(-1)!];
    expect(first.date).toBe(today);
    expect(first.start_time).toBe(new Date(wallClockToInstant(today, '14:15', zone).epochMilliseconds).toISOString());
    expect(Date.parse(first.start_time)).toBeGreaterThanOrEqual(now);
    expect(slots.length).toBe(14);
    expect(last.end_time).toBe(
      new Date(wallClockToInstant(addDays(today, 13), '23:45', zone).epochMilliseconds).toISOString(),
    );
    for (const slot of slots) expect(Date.parse(slot.start_time) % (15 * 60_000)).toBe(0);
  });

  it('is empty for a reference date so far back that its 14 days are over', async () => {
    const [a, b] = [await createVerifiedUser(ctx), await createVerifiedUser(ctx)];
    await makeFriends(ctx, a, b);
    expect(await slotsOf(ctx, a, '2020-01-01')).toEqual([]);
  });
});

describe('bad input and access', () => {
  it('answers 400 for a reference date that is not a date, naming the field', async () => {
    const user = await createVerifiedUser(ctx);
    for (const reference_date of ['tomorrow', '2027-02-30', '2027-3-1', 20270301, '9999-12-31', '0000-01-01']) {
      const response = await schedulingOf(ctx, user).findUsTime({ reference_date });
      expect(response.statusCode, String(reference_date)).toBe(400);
      expect(response.json().fields).toHaveProperty('reference_date');
    }
  });

  it('answers 401 without a token', async () => {
    const response = await schedulingApi(ctx, undefined).findUsTime({});
    expect(response.statusCode).toBe(401);
  });
});

describe('cost', () => {
  // An app of its own without workers: the mail worker writes the outbox through the same counter,
  // whenever the friend requests' mail comes up, and would be counted with the call.
  let quiet: TestContext;
  beforeAll(async () => {
    quiet = await createTestApp({ withWorkers: false });
  });
  afterAll(async () => {
    await quiet.close();
  });

  async function queriesOfOneCall(friendCount: number): Promise<number> {
    const ctx = quiet;
    const caller = await personWithWindow(ctx, { first_name: 'Quinn', last_name: 'Count' }, 'America/New_York', {
      days: [MONDAY],
      from: '18:00',
      to: '22:00',
      start_date: '2027-02-01',
    });
    for (let index = 0; index < friendCount; index += 1) {
      const friend = await personWithWindow(ctx, { first_name: `F${index}`, last_name: 'Count' }, 'America/Chicago', {
        days: [MONDAY],
        from: '17:00',
        to: '20:00',
        start_date: '2027-02-01',
      });
      await makeFriends(ctx, caller, friend);
    }
    await slotsOf(ctx, caller, REFERENCE); // warm: the session is now known
    const before = ctx.database.queriesRun();
    const slots = await slotsOf(ctx, caller, REFERENCE);
    const queries = ctx.database.queriesRun() - before;
    expect(slots[0]!.friend_count).toBe(friendCount);
    return queries;
  }

  it('reads everyone’s data in the same number of queries with 1 friend and with 30', async () => {
    const withOne = await queriesOfOneCall(1);
    const withThirty = await queriesOfOneCall(30);
    expect(withThirty).toBe(withOne);
    expect(withOne).toBeLessThanOrEqual(12);
  }, 120_000);
});
