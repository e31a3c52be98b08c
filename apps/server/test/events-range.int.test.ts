// GET /api/calendar/events?start_date&end_date: overlap with the range, recurring events expanded
// to their instances (DST, count, end date, weekdays), dates read in the user's zone, range limits.
// On both databases: the calendar's range read (overlap tests on timestamps in the user's zone).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMessages } from '@hangtime/core/events/schemas';
import { localDateTimeParts } from '@hangtime/core/time/zones';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { makeFriends } from './helpers/friends';
import {
  answer,
  categoryIds,
  circle,
  createEvent,
  eventPayload,
  eventsApi,
  eventsOf,
  getEvent,
  listEvents,
} from './helpers/events';
import { expectFieldError } from './helpers/schedule';

let ctx: TestContext;
let eventCategory: number;
let owner: RegisteredUser;
let guest: RegisteredUser;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' } });
  const people = await circle(ctx, 1);
  [owner, guest] = [people.owner, people.friends[0]!];
  eventCategory = (await categoryIds(ctx, owner)).Event!;
});
afterAll(() => ctx.close());

const HOUR = 3600_000;
const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
/** A two-hour event of the owner's with the guest invited, starting at `start` (New York zone). */
function event(start: string, overrides: Parameters<typeof eventPayload>[2] = {}) {
  return createEvent(
    ctx,
    owner,
    eventPayload(ctx, eventCategory, {
      start_time: start,
      end_time: plus(start, 2 * HOUR),
      participant_ids: [guest.user.id],
      ...overrides,
    }),
  );
}
const weekly = (pattern: Record<string, unknown> = {}) => ({
  is_recurring: true,
  recurring_pattern: { recurrence_type: 'weekly', interval: 1, ...pattern },
});
/** [id, instance_start, start_time, end_time] of the events `user` sees from `start` to `end`, for the given series only. */
async function instances(user: RegisteredUser, start: string, end: string, id: string) {
  return (await listEvents(ctx, user, start, end))
    .filter((seen) => seen.id === id)
    .map((seen) => [seen.instance_start, seen.start_time, seen.end_time]);
}
const span = (start: string) => [start, start, plus(start, 2 * HOUR)];

describe('recurring events', () => {
  it('expands a weekly series to its instances inside the range only, for the organizer and the guest alike', async () => {
    const series = await event('2027-01-05T23:00:00.000Z', weekly()); // Tuesdays 18:00 in New York
    const expected = ['2027-01-12T23:00:00.000Z', '2027-01-19T23:00:00.000Z', '2027-01-26T23:00:00.000Z'].map(span);
    expect(await instances(owner, '2027-01-10', '2027-01-31', series.id)).toEqual(expected);
    expect(await instances(guest, '2027-01-10', '2027-01-31', series.id)).toEqual(expected);
    const seen = (await listEvents(ctx, guest, '2027-01-10', '2027-01-31')).filter((one) => one.id === series.id);
    expect(
      seen.every((one) => one.is_recurring && one.participant_status === 'pending' && one.title === 'Dinner at Lucia'),
    ).toBe(true);
    expect(new Set(seen.map((one) => `${one.id}/${one.instance_start}`)).size).toBe(3);
    expect(await instances(owner, '2027-01-01', '2027-01-04', series.id)).toEqual([]);
  });

  it('keeps 18:00 New York time across the end of daylight saving time on 2026-11-01 (UTC moves by an hour)', async () => {
    const series = await event('2026-10-16T22:00:00.000Z', weekly({ days_of_week: [5] })); // Fridays 18:00 EDT
    const seen = await instances(owner, '2026-10-26', '2026-11-15', series.id);
    expect(seen).toEqual(
      ['2026-10-30T22:00:00.000Z', '2026-11-06T23:00:00.000Z', '2026-11-13T23:00:00.000Z'].map(span),
    );
    for (const [start] of seen)
      expect(localDateTimeParts(start!, 'America/New_York')).toMatchObject({ hour: 18, minute: 0 });
  });

  it('stops after end_occurrences, counting the first instance, over several weekdays', async () => {
    const series = await event('2027-01-05T23:00:00.000Z', weekly({ days_of_week: [2, 4], end_occurrences: 5 })); // Tue, Thu
    const days = (await instances(owner, '2027-01-01', '2027-03-01', series.id)).map(([start]) => start!.slice(0, 10));
    expect(days).toEqual(['2027-01-05', '2027-01-07', '2027-01-12', '2027-01-14', '2027-01-19']);
  });

  it('stops on end_date, inclusive, and honours the interval', async () => {
    const series = await event('2027-01-05T23:00:00.000Z', weekly({ end_date: '2027-01-19' }));
    expect((await instances(owner, '2027-01-01', '2027-03-01', series.id)).map(([start]) => start)).toEqual([
      '2027-01-05T23:00:00.000Z',
      '2027-01-12T23:00:00.000Z',
      '2027-01-19T23:00:00.000Z',
    ]);
    const biweekly = await event('2027-01-05T23:00:00.000Z', weekly({ interval: 2, end_date: '2027-02-02' }));
    expect(
      (await instances(owner, '2027-01-01', '2027-03-01', biweekly.id)).map(([start]) => start!.slice(0, 10)),
    ).toEqual(['2027-01-05', '2027-01-19', '2027-02-02']);
  });

  it('repeats monthly on the nth weekday', async () => {
    const series = await event('2027-01-12T23:00:00.000Z', {
      is_recurring: true,
      recurring_pattern: {
        recurrence_type: 'monthly',
        interval: 1,
        week_of_month: 2,
        day_of_week_monthly: 2,
        end_occurrences: 3,
      },
    });
    expect((await instances(owner, '2027-01-01', '2027-04-10', series.id)).map(([start]) => start)).toEqual([
      '2027-01-12T23:00:00.000Z',
      '2027-02-09T23:00:00.000Z',
      '2027-03-09T23:00:00.000Z',
    ]);
  });

  it('takes a pattern sent with is_recurring false as a single event', async () => {
    const single = await event('2027-05-04T23:00:00.000Z', {
      is_recurring: false,
      recurring_pattern: { recurrence_type: 'weekly', interval: 1 },
    });
    expect(single).toMatchObject({ is_recurring: false, recurring_pattern: null });
    expect(await instances(owner, '2027-05-01', '2027-05-31', single.id)).toEqual([span('2027-05-04T23:00:00.000Z')]);
  });
});

describe('what each instance carries', () => {
  it("is the single event's answer without the participant list, for organizer and guest alike", async () => {
    const dinner = await event('2029-01-10T23:00:00.000Z', {
      location: 'Lucia',
      latitude: 40.72,
      longitude: -73.99,
      description: 'Pasta "night"\n🍝',
    });
    const series = await event('2029-01-17T23:00:00.000Z', weekly({ days_of_week: [3], end_occurrences: 2 })); // its first instance is the next
    for (const reader of [owner, guest]) {
      for (const [id, day] of [
        [dinner.id, '2029-01-10'],
        [series.id, '2029-01-17'],
      ] as const) {
        const [summary] = await listEvents(ctx, reader, day, day);
        // The single event adds what only its own screen shows: the participants and, while the
        // reader is asked to reconfirm, what changed (nothing here).
        const { participants, reconfirm_changes: reconfirmChanges, ...rest } = await getEvent(ctx, reader, id);
        expect(participants).toHaveLength(2);
        expect(reconfirmChanges).toEqual([]);
        expect(summary).toEqual(rest);
      }
    }
  });

  it("names the organizer, the reader's answer, and the category by id, name and colour only", async () => {
    const dinner = await event('2029-02-10T23:00:00.000Z');
    const [seen] = await listEvents(ctx, guest, '2029-02-10', '2029-02-10');
    expect(seen).toMatchObject({
      id: dinner.id,
      creator: { first_name: 'Olive', last_name: 'Owner' },
      participant_status: 'pending',
      needs_reconfirm: false,
    });
    expect(Object.keys(seen!.category).sort()).toEqual(['color', 'id', 'name']);
    expect(seen!.category).toMatchObject({ id: eventCategory, name: 'Event' });
  });

  it("flags the organizer's event while no other participant has accepted it (pending styling)", async () => {
    const dinner = await event('2029-03-10T23:00:00.000Z');
    await event('2029-03-10T18:00:00.000Z', { participant_ids: [] }); // the organizer alone: nobody to wait for
    const flags = async (reader: RegisteredUser) =>
      Object.fromEntries(
        (await listEvents(ctx, reader, '2029-03-10', '2029-03-10')).map((seen) => [
          seen.id === dinner.id ? 'dinner' : 'alone',
          seen.awaiting_others,
        ]),
      );
    expect(await flags(owner)).toEqual({ alone: false, dinner: true });
    expect(await flags(guest)).toEqual({ dinner: false });
    await answer(ctx, guest, dinner.id, 'tentative');
    expect(await flags(owner)).toEqual({ alone: false, dinner: true });
    await answer(ctx, guest, dinner.id, 'accepted');
    expect(await flags(owner)).toEqual({ alone: false, dinner: false });
    await answer(ctx, guest, dinner.id, 'declined');
    expect(await flags(owner)).toEqual({ alone: false, dinner: true });
    expect((await getEvent(ctx, owner, dinner.id)).awaiting_others).toBe(true);
  });
});

describe('the range', () => {
  it('returns the one-off events overlapping it, ordered by start, and not those touching its edges', async () => {
    const crossing = await event('2028-03-01T04:00:00.000Z'); // 04:00-06:00 UTC, across the range's start
    const inside = await event('2028-03-01T15:00:00.000Z');
    await event('2028-03-01T00:00:00.000Z', { end_time: '2028-03-01T02:00:00.000Z' }); // 19:00-21:00 on 2028-02-29
    const seen = await listEvents(ctx, owner, '2028-03-01T05:00:00.000Z', '2028-03-01T16:00:00.000Z');
    expect(seen.map((one) => one.id)).toEqual([crossing.id, inside.id]);
    expect(await listEvents(ctx, owner, '2028-03-01T06:00:00.000Z', '2028-03-01T15:00:00.000Z')).toEqual([]);
  });

  it("reads dates as the user's own local days", async () => {
    const tokyo = await createVerifiedUser(ctx, { timezone: 'Asia/Tokyo' });
    const losAngeles = await createVerifiedUser(ctx, { timezone: 'America/Los_Angeles' });
    await makeFriends(ctx, tokyo, losAngeles);
    // 2028-06-10 08:30 in Tokyo is 2028-06-09 16:30 in Los Angeles.
    const seen = await createEvent(
      ctx,
      tokyo,
      eventPayload(ctx, eventCategory, {
        start_time: '2028-06-09T23:30:00.000Z',
        timezone: 'Asia/Tokyo',
        participant_ids: [losAngeles.user.id],
      }),
    );
    const ids = async (user: RegisteredUser, day: string) =>
      (await listEvents(ctx, user, day, day)).map((one) => one.id);
    expect(await ids(tokyo, '2028-06-10')).toEqual([seen.id]);
    expect(await ids(tokyo, '2028-06-09')).toEqual([]);
    expect(await ids(losAngeles, '2028-06-09')).toEqual([seen.id]);
    expect(await ids(losAngeles, '2028-06-10')).toEqual([]);
  });

  it('allows 100 days, also across a change of clocks, and refuses more', async () => {
    const api = eventsOf(ctx, owner);
    expect((await api.list('2027-01-01', '2027-04-10')).statusCode).toBe(200);
    expect((await api.list('2026-08-01', '2026-11-08')).statusCode).toBe(200); // New York falls back in between: 100 days and an hour
    expect((await api.list('2027-01-01T00:00:00.000Z', '2027-04-11T00:00:00.000Z')).statusCode).toBe(200);
    expectFieldError(await api.list('2027-01-01', '2027-04-11'), 'end_date', eventMessages.rangeTooLong);
    expectFieldError(
      await api.list('2027-01-01T00:00:00.000Z', '2027-04-11T00:00:00.001Z'),
      'end_date',
      eventMessages.rangeTooLong,
    );
  });

  it.each([
    ['an end before the start', '2027-02-10', '2027-02-01'],
    ['equal instants', '2027-02-10T00:00:00.000Z', '2027-02-10T00:00:00.000Z'],
    ['words', 'today', 'tomorrow'],
    ['an impossible date', '2027-02-30', '2027-03-01'],
    ['the last day of year 9999', '9999-12-30', '9999-12-31'],
    ['an instant in year 9999', '9999-12-30T00:00:00Z', '9999-12-31T00:00:00Z'],
    ['year 0000', '0000-01-01', '0000-01-02'],
  ])('refuses %s with 400', async (_label, start, end) => {
    expectFieldError(await eventsOf(ctx, owner).list(start, end), 'end_date', eventMessages.rangeInvalid);
  });

  it('refuses a missing bound with 400, and anonymous callers with 401', async () => {
    const missing = await eventsOf(ctx, owner).call('GET', '/api/calendar/events?start_date=2027-01-01');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { end_date: eventMessages.rangeInvalid },
    });
    expect((await eventsApi(ctx, undefined).list('2027-01-01', '2027-01-31')).statusCode).toBe(401);
  });
});
