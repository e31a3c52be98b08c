// GET/POST /api/availability-windows, PUT and DELETE /api/availability-windows/{id}: the series,
// its one-date exceptions, every validation message, and that only the owner reaches a window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityMessages } from '@hangtime/core/availability/schemas';
import { scheduleMessages } from '@hangtime/core/validation/schedule-fields';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { makeFriends } from './helpers/friends';
import {
  callAs,
  callerOf,
  createLocation,
  createWindow,
  expectFieldError,
  expectNotFound,
  windowPayload,
  windowsOf,
} from './helpers/schedule';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' } });
});
afterAll(() => ctx.close());

const user = (overrides: Parameters<typeof createVerifiedUser>[1] = {}) => createVerifiedUser(ctx, overrides);
const uuid = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
const post = (owner: RegisteredUser, body: object) => callerOf(ctx, owner)('POST', '/api/availability-windows', body);
const put = (owner: RegisteredUser, id: string, body: object) =>
  callerOf(ctx, owner)('PUT', `/api/availability-windows/${id}`, body);
const del = (owner: RegisteredUser, id: string, instanceDate?: string) =>
  callerOf(ctx, owner)(
    'DELETE',
    `/api/availability-windows/${id}${instanceDate ? `?instance_date=${instanceDate}` : ''}`,
  );

describe('POST /api/availability-windows', () => {
  it('stores the window as sent and lists it', async () => {
    const me = await user();
    const response = await post(me, windowPayload());
    expect(response.statusCode, response.body).toBe(201);
    const expected = {
      id: uuid,
      window_name: 'Weeknight evenings',
      start_time: '18:00',
      end_time: '22:00',
      timezone: 'America/New_York',
      location: 'Home',
      address: '350 5th Ave, New York, NY 10118',
      location_id: null,
      travel_preferences: ['car', 'walking'],
      max_travel_time_minutes: 45,
      ending_type: 'soft',
      start_date: '2027-03-01',
      end_date: '2027-06-30',
      is_repeating: true,
      frequency: 'weekly',
      days_of_week: [0, 2, 4],
      exceptions: [],
    };
    expect(response.json()).toEqual({ success: true, availability_window: expected });
    expect(await windowsOf(ctx, me)).toEqual([expected]);
  });

  it("reads the times in the user's own zone when none is sent, and keeps no repetition on a one-time window", async () => {
    const me = await user({ timezone: 'America/Chicago' });
    const window = await createWindow(ctx, me, {
      timezone: undefined,
      is_repeating: false,
      frequency: 'weekly',
      days_of_week: [1],
    });
    expect(window).toMatchObject({
      timezone: 'America/Chicago',
      is_repeating: false,
      end_date: null,
      frequency: null,
      days_of_week: [],
    });
  });

  it('takes a daily window without weekdays, and the shortest and longest travel times', async () => {
    const me = await user();
    expect(await createWindow(ctx, me, { frequency: 'daily', days_of_week: [] })).toMatchObject({
      frequency: 'daily',
      days_of_week: [],
    });
    expect((await createWindow(ctx, me, { max_travel_time_minutes: 5 })).max_travel_time_minutes).toBe(5);
    expect((await createWindow(ctx, me, { max_travel_time_minutes: 120 })).max_travel_time_minutes).toBe(120);
  });

  it.each([
    ['a blank window name', { window_name: '   ' }, 'window_name', availabilityMessages.nameRequired],
    ['no window name', { window_name: undefined }, 'window_name', availabilityMessages.nameRequired],
    ['a blank address', { address: ' ' }, 'address', availabilityMessages.addressRequired],
    ['no address', { address: undefined }, 'address', availabilityMessages.addressRequired],
    ['no start date', { start_date: undefined }, 'start_date', scheduleMessages.startDateRequired],
    ['an impossible start date', { start_date: '2027-02-30' }, 'start_date', scheduleMessages.dateInvalid],
    ['repeating without an end date', { end_date: null }, 'end_date', availabilityMessages.endDateRequired],
    ['an end date before the start', { end_date: '2027-02-28' }, 'end_date', availabilityMessages.endDateBeforeStart],
    ['repeating without a frequency', { frequency: null }, 'frequency', availabilityMessages.frequencyRequired],
    ['repeating weekly without a weekday', { days_of_week: [] }, 'days_of_week', availabilityMessages.weekdayRequired],
    [
      'repeating monthly without a weekday',
      { frequency: 'monthly', days_of_week: [] },
      'days_of_week',
      availabilityMessages.weekdayRequired,
    ],
    ['a start time off the quarter hour', { start_time: '18:10' }, 'start_time', scheduleMessages.timeInvalid],
    ['an end time off the quarter hour', { end_time: '21:50' }, 'end_time', scheduleMessages.timeInvalid],
    [
      'an end time before the start',
      { start_time: '20:00', end_time: '19:00' },
      'end_time',
      scheduleMessages.endAfterStart,
    ],
    [
      'an end time equal to the start',
      { start_time: '20:00', end_time: '20:00' },
      'end_time',
      scheduleMessages.endAfterStart,
    ],
    [
      'a travel time of 4 minutes',
      { max_travel_time_minutes: 4 },
      'max_travel_time_minutes',
      availabilityMessages.travelTime,
    ],
    [
      'a travel time of 121 minutes',
      { max_travel_time_minutes: 121 },
      'max_travel_time_minutes',
      availabilityMessages.travelTime,
    ],
    ['a frequency not offered', { frequency: 'yearly' }, 'frequency', availabilityMessages.frequencyInvalid],
    ['an ending type not offered', { ending_type: 'maybe' }, 'ending_type', availabilityMessages.endingType],
    ['a time zone that is not IANA', { timezone: 'Mars/Olympus_Mons' }, 'timezone', 'Please choose a valid time zone'],
    ['a weekday past Sunday', { days_of_week: [7] }, 'days_of_week.0', scheduleMessages.dayOfWeekInvalid],
    [
      'a travel mode not offered',
      { travel_preferences: ['jetpack'] },
      'travel_preferences.0',
      availabilityMessages.travelMode,
    ],
    [
      'a window name over 100 characters',
      { window_name: 'x'.repeat(101) },
      'window_name',
      'Window name must be at most 100 characters',
    ],
  ])('refuses %s', async (_label, overrides, field, message) => {
    const me = await user();
    expectFieldError(await post(me, windowPayload(overrides)), field, message);
    expect(await windowsOf(ctx, me)).toEqual([]);
  });

  it('links a saved location of your own, but refuses one of another user as not found', async () => {
    const [me, other] = [await user(), await user()];
    const mine = await createLocation(ctx, me);
    expect((await createWindow(ctx, me, { location_id: mine.id })).location_id).toBe(mine.id);

    const theirs = await createLocation(ctx, other);
    expectFieldError(await post(me, windowPayload({ location_id: theirs.id })), 'location_id', 'Location not found');
    expect((await windowsOf(ctx, me)).map((window) => window.location_id)).toEqual([mine.id]);
  });
});

describe('PUT /api/availability-windows/{id}', () => {
  it('with update_all changes the whole series', async () => {
    const me = await user();
    const window = await createWindow(ctx, me);
    const changes = {
      window_name: 'Weekend afternoons',
      start_time: '13:00',
      end_time: '17:30',
      frequency: 'biweekly',
      days_of_week: [5, 6],
    };
    const response = await put(me, window.id, { ...windowPayload(changes), update_all: true });
    expect(response.statusCode, response.body).toBe(200);
    const updated = { ...window, ...changes };
    expect(response.json()).toEqual({ success: true, availability_window: updated });
    expect(await windowsOf(ctx, me)).toEqual([updated]);
  });

  it('checks a series change like a new window', async () => {
    const me = await user();
    const window = await createWindow(ctx, me);
    expectFieldError(
      await put(me, window.id, { ...windowPayload({ address: '' }), update_all: true }),
      'address',
      availabilityMessages.addressRequired,
    );
    const [other] = [await user()];
    const theirs = await createLocation(ctx, other);
    expectFieldError(
      await put(me, window.id, { ...windowPayload({ location_id: theirs.id }), update_all: true }),
      'location_id',
      'Location not found',
    );
    expect(await windowsOf(ctx, me)).toEqual([window]);
  });

  it('with update_instance stores new times for that one date, replacing an earlier change of it', async () => {
    const me = await user();
    const window = await createWindow(ctx, me);
    const instance = { update_instance: true, instance_date: '2027-03-03', start_time: '19:00', end_time: '23:00' };
    expect((await put(me, window.id, instance)).statusCode).toBe(200);
    const response = await put(me, window.id, { ...instance, start_time: '19:30' });
    expect(response.statusCode, response.body).toBe(200);
    const exceptions = [{ date: '2027-03-03', cancelled: false, start_time: '19:30', end_time: '23:00' }];
    expect(response.json()).toEqual({ success: true, availability_window: { ...window, exceptions } });
    expect((await windowsOf(ctx, me))[0]).toEqual({ ...window, exceptions });
  });

  it.each([
    ['no instance date', { instance_date: undefined }, 'instance_date', availabilityMessages.instanceDateRequired],
    [
      'a date the series does not fall on (a Tuesday)',
      { instance_date: '2027-03-02' },
      'instance_date',
      availabilityMessages.instanceDateNotInSeries,
    ],
    [
      'a date after the series ends',
      { instance_date: '2027-07-02' },
      'instance_date',
      availabilityMessages.instanceDateNotInSeries,
    ],
    [
      'an end time before the start',
      { start_time: '21:00', end_time: '20:00' },
      'end_time',
      scheduleMessages.endAfterStart,
    ],
    ['a time off the quarter hour', { start_time: '19:05' }, 'start_time', scheduleMessages.timeInvalid],
  ])('refuses an instance change with %s', async (_label, overrides, field, message) => {
    const me = await user();
    const window = await createWindow(ctx, me);
    const body = {
      update_instance: true,
      instance_date: '2027-03-03',
      start_time: '19:00',
      end_time: '23:00',
      ...overrides,
    };
    expectFieldError(await put(me, window.id, body), field, message);
    expect((await windowsOf(ctx, me))[0]!.exceptions).toEqual([]);
  });
});

describe('DELETE /api/availability-windows/{id}', () => {
  it('removes the whole window', async () => {
    const me = await user();
    const [kept, removed] = [
      await createWindow(ctx, me),
      await createWindow(ctx, me, { window_name: 'Mornings', start_time: '07:00', end_time: '09:00' }),
    ];
    const response = await del(me, removed.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Availability window deleted' });
    expect(await windowsOf(ctx, me)).toEqual([kept]);
    expectNotFound(await del(me, removed.id));
  });

  it('with ?instance_date= cancels only that occurrence', async () => {
    const me = await user();
    const window = await createWindow(ctx, me);
    const response = await del(me, window.id, '2027-03-05');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Occurrence cancelled' });
    expect(await windowsOf(ctx, me)).toEqual([
      { ...window, exceptions: [{ date: '2027-03-05', cancelled: true, start_time: null, end_time: null }] },
    ]);
  });

  it('refuses to cancel a date the series does not fall on, or a date that is no date', async () => {
    const me = await user();
    const window = await createWindow(ctx, me);
    expectFieldError(
      await del(me, window.id, '2027-03-06'),
      'instance_date',
      availabilityMessages.instanceDateNotInSeries,
    );
    expectFieldError(await del(me, window.id, '2027-13-01'), 'instance_date', scheduleMessages.dateInvalid);
    expect(await windowsOf(ctx, me)).toEqual([window]);
  });
});

describe('who reaches a window', () => {
  it.each([
    ['GET', '/api/availability-windows'],
    ['POST', '/api/availability-windows'],
    ['PUT', '/api/availability-windows/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/availability-windows/00000000-0000-4000-8000-000000000000'],
  ] as const)('%s %s answers 401 without a token or with a bad one', async (method, url) => {
    for (const token of [undefined, 'not-a-real-token']) {
      const response = await callAs(ctx, token)(
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : windowPayload(),
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('a friend or a stranger gets 404 for every change of your window and never sees it', async () => {
    const [owner, friend, stranger] = [await user(), await user(), await user()];
    await makeFriends(ctx, owner, friend);
    const window = await createWindow(ctx, owner);
    await createWindow(ctx, friend, { window_name: 'Friend window' });

    for (const intruder of [friend, stranger]) {
      expectNotFound(
        await put(intruder, window.id, { ...windowPayload({ window_name: 'Hijacked' }), update_all: true }),
      );
      expectNotFound(
        await put(intruder, window.id, {
          update_instance: true,
          instance_date: '2027-03-03',
          start_time: '19:00',
          end_time: '20:00',
        }),
      );
      expectNotFound(await del(intruder, window.id, '2027-03-05'));
      expectNotFound(await del(intruder, window.id));
      expect((await windowsOf(ctx, intruder)).map((entry) => entry.id)).not.toContain(window.id);
    }
    expect(await windowsOf(ctx, owner)).toEqual([window]);
  });

  it.each(['not-a-uuid', '12345', 'null'])('an id that is no uuid (%s) is a 404, not a 500', async (id) => {
    const me = await user();
    expectNotFound(await put(me, id, { ...windowPayload(), update_all: true }));
    expectNotFound(
      await put(me, id, { update_instance: true, instance_date: '2027-03-03', start_time: '19:00', end_time: '20:00' }),
    );
    expectNotFound(await del(me, id));
  });
});
