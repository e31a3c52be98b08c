// GET /api/availability-windows/occurrences (UTC instants, DST, exceptions, range limits) and
// GET /api/availability-windows/validation (windows occurring from today through 13 days on).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityMessages } from '@hangtime/core/availability/schemas';
import { addDays } from '@hangtime/core/time/dates';
import { todayIn } from '@hangtime/core/time/zones';
import { scheduleMessages } from '@hangtime/core/validation/schedule-fields';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { makeFriends } from './helpers/friends';
import { callAs, callerOf, createWindow, expectFieldError, moveClockToNextUtcHour } from './helpers/schedule';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' } });
  // "Today" is read from the test clock: at noon UTC every zone from UTC-11 to UTC+11 shares one date.
  moveClockToNextUtcHour(ctx, 12);
});
afterAll(() => ctx.close());

const user = (overrides: Parameters<typeof createVerifiedUser>[1] = {}) => createVerifiedUser(ctx, overrides);
const occurrencesUrl = (start: string, end: string) =>
  `/api/availability-windows/occurrences?start_date=${start}&end_date=${end}`;
const occurrences = (who: RegisteredUser, start: string, end: string) =>
  callerOf(ctx, who)('GET', occurrencesUrl(start, end));
async function occurrencesOf(who: RegisteredUser, start: string, end: string) {
  const response = await occurrences(who, start, end);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().occurrences as { window_id: string; date: string; start_time: string; end_time: string }[];
}
async function validCount(who: RegisteredUser): Promise<number> {
  const response = await callerOf(ctx, who)('GET', '/api/availability-windows/validation');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().valid_count as number;
}
const oneTime = (date: string) => ({
  is_repeating: false,
  start_date: date,
  frequency: null,
  end_date: null,
  days_of_week: [],
});

describe('GET /api/availability-windows/occurrences', () => {
  it('expands a weekly window into its dates with UTC instants of its wall-clock times', async () => {
    const me = await user();
    const window = await createWindow(ctx, me); // New York, Mon/Wed/Fri 18:00-22:00 from Monday 2027-03-01
    const response = await occurrences(me, '2027-03-01', '2027-03-07');
    expect(response.statusCode).toBe(200);
    const common = { window_id: window.id, window_name: 'Weeknight evenings', is_recurring: true };
    expect(response.json()).toEqual({
      occurrences: [
        { ...common, date: '2027-03-01', start_time: '2027-03-01T23:00:00.000Z', end_time: '2027-03-02T03:00:00.000Z' },
        { ...common, date: '2027-03-03', start_time: '2027-03-03T23:00:00.000Z', end_time: '2027-03-04T03:00:00.000Z' },
        { ...common, date: '2027-03-05', start_time: '2027-03-05T23:00:00.000Z', end_time: '2027-03-06T03:00:00.000Z' },
      ],
    });
  });

  it('keeps 18:00 at 18:00 New York time across the end of daylight saving time', async () => {
    const me = await user();
    await createWindow(ctx, me, {
      start_date: '2026-10-26',
      end_date: '2026-11-08',
      frequency: 'daily',
      days_of_week: [],
      end_time: '20:00',
    });
    const spans = (await occurrencesOf(me, '2026-10-31', '2026-11-02')).map(({ date, start_time, end_time }) => [
      date,
      start_time,
      end_time,
    ]);
    expect(spans).toEqual([
      ['2026-10-31', '2026-10-31T22:00:00.000Z', '2026-11-01T00:00:00.000Z'], // EDT, UTC-4
      ['2026-11-01', '2026-11-01T23:00:00.000Z', '2026-11-02T01:00:00.000Z'], // EST, UTC-5
      ['2026-11-02', '2026-11-02T23:00:00.000Z', '2026-11-03T01:00:00.000Z'],
    ]);
  });

  it('shows an instance moved to other times and leaves out a cancelled one', async () => {
    const me = await user();
    const window = await createWindow(ctx, me);
    const moved = { update_instance: true, instance_date: '2027-03-03', start_time: '19:00', end_time: '23:30' };
    expect((await callerOf(ctx, me)('PUT', `/api/availability-windows/${window.id}`, moved)).statusCode).toBe(200);
    expect(
      (await callerOf(ctx, me)('DELETE', `/api/availability-windows/${window.id}?instance_date=2027-03-05`)).statusCode,
    ).toBe(200);

    const spans = (await occurrencesOf(me, '2027-03-01', '2027-03-08')).map(({ date, start_time, end_time }) => [
      date,
      start_time,
      end_time,
    ]);
    expect(spans).toEqual([
      ['2027-03-01', '2027-03-01T23:00:00.000Z', '2027-03-02T03:00:00.000Z'],
      ['2027-03-03', '2027-03-04T00:00:00.000Z', '2027-03-04T04:30:00.000Z'],
      ['2027-03-08', '2027-03-08T23:00:00.000Z', '2027-03-09T03:00:00.000Z'],
    ]);
  });

  it('merges all your windows by start, one-time ones marked not recurring, each in its own zone', async () => {
    const me = await user();
    const evenings = await createWindow(ctx, me);
    const london = await createWindow(ctx, me, {
      ...oneTime('2027-03-03'),
      window_name: 'London lunch',
      timezone: 'Europe/London',
      start_time: '12:00',
      end_time: '14:00',
    });
    const found = await occurrencesOf(me, '2027-03-02', '2027-03-03');
    expect(found).toEqual([
      {
        window_id: london.id,
        window_name: 'London lunch',
        is_recurring: false,
        date: '2027-03-03',
        start_time: '2027-03-03T12:00:00.000Z',
        end_time: '2027-03-03T14:00:00.000Z',
      },
      {
        window_id: evenings.id,
        window_name: 'Weeknight evenings',
        is_recurring: true,
        date: '2027-03-03',
        start_time: '2027-03-03T23:00:00.000Z',
        end_time: '2027-03-04T03:00:00.000Z',
      },
    ]);
  });

  it("never shows a friend's or a stranger's windows", async () => {
    const [me, friend, stranger] = [await user(), await user(), await user()];
    await makeFriends(ctx, me, friend);
    const mine = await createWindow(ctx, me);
    await createWindow(ctx, friend);
    await createWindow(ctx, stranger);
    expect(new Set((await occurrencesOf(me, '2027-03-01', '2027-03-31')).map((entry) => entry.window_id))).toEqual(
      new Set([mine.id]),
    );
    expect(await occurrencesOf(await user(), '2027-03-01', '2027-03-31')).toEqual([]);
  });

  it('takes a range of exactly 100 days', async () => {
    const me = await user();
    await createWindow(ctx, me, {
      start_date: '2027-03-01',
      end_date: '2027-12-31',
      frequency: 'daily',
      days_of_week: [],
    });
    const found = await occurrencesOf(me, '2027-03-01', addDays('2027-03-01', 99));
    expect(found).toHaveLength(100);
    expect(found.at(-1)!.date).toBe('2027-06-08');
  });

  it.each([
    ['a range over 100 days', '2027-03-01', addDays('2027-03-01', 100), 'end_date', availabilityMessages.rangeTooLong],
    ['an end before the start', '2027-03-10', '2027-03-09', 'end_date', availabilityMessages.rangeInvalid],
    ['no start date', '', '2027-03-09', 'start_date', availabilityMessages.rangeInvalid],
    ['an impossible date', '2027-02-30', '2027-03-09', 'start_date', scheduleMessages.dateInvalid],
  ])('refuses %s', async (_label, start, end, field, message) => {
    expectFieldError(await occurrences(await user(), start, end), field, message);
  });

  it('refuses a request without the range at all', async () => {
    const response = await callerOf(ctx, await user())('GET', '/api/availability-windows/occurrences');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { start_date: availabilityMessages.rangeInvalid },
    });
  });
});

describe('GET /api/availability-windows/validation', () => {
  const today = (zone = 'America/New_York') => todayIn(zone, ctx.clock.now());

  it('counts the windows that occur from today through the 13th day after, after exceptions', async () => {
    const me = await user();
    const d = today();
    const counted = [
      oneTime(d),
      oneTime(addDays(d, 13)),
      { start_date: addDays(d, -30), end_date: addDays(d, 60), frequency: 'weekly', days_of_week: [0] },
    ];
    for (const window of counted) await createWindow(ctx, me, window);
    await createWindow(ctx, me, oneTime(addDays(d, 14)));
    await createWindow(ctx, me, oneTime(addDays(d, -1)));
    await createWindow(ctx, me, {
      start_date: addDays(d, -60),
      end_date: addDays(d, -1),
      frequency: 'daily',
      days_of_week: [],
    });
    const cancelled = await createWindow(ctx, me, oneTime(addDays(d, 2)));
    expect(await validCount(me)).toBe(4);

    await callerOf(ctx, me)('DELETE', `/api/availability-windows/${cancelled.id}?instance_date=${addDays(d, 2)}`);
    expect(await validCount(me)).toBe(3);
  });

  it("reads today in the user's own zone", async () => {
    // At noon UTC it is already tomorrow on Kiritimati (UTC+14) and still today in Pago Pago (UTC-11).
    const [ahead, behind] = [
      await user({ timezone: 'Pacific/Kiritimati' }),
      await user({ timezone: 'Pacific/Pago_Pago' }),
    ];
    expect(today('Pacific/Kiritimati')).toBe(addDays(today('Pacific/Pago_Pago'), 1));
    for (const who of [ahead, behind])
      await createWindow(ctx, who, { ...oneTime(today('Pacific/Pago_Pago')), timezone: 'UTC' });
    expect(await validCount(behind)).toBe(1);
    expect(await validCount(ahead)).toBe(0);
  });

  it('follows the clock: a window of today stops counting tomorrow, one 14 days out starts counting', async () => {
    const [todayOnly, later] = [await user(), await user()];
    await createWindow(ctx, todayOnly, oneTime(today()));
    await createWindow(ctx, later, oneTime(addDays(today(), 14)));
    expect([await validCount(todayOnly), await validCount(later)]).toEqual([1, 0]);
    ctx.clock.advance(24 * 60 * 60 * 1000);
    expect([await validCount(todayOnly), await validCount(later)]).toEqual([0, 1]);
  });

  it('counts only your own windows', async () => {
    const [me, friend] = [await user(), await user()];
    await makeFriends(ctx, me, friend);
    await createWindow(ctx, friend, oneTime(today()));
    expect(await validCount(me)).toBe(0);
  });
});

describe('without a token', () => {
  it.each([occurrencesUrl('2027-03-01', '2027-03-07'), '/api/availability-windows/validation'])(
    'GET %s answers 401',
    async (url) => {
      const response = await callAs(ctx, undefined)('GET', url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    },
  );
});
