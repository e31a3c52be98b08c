// GET/POST /api/working-hours and GET/PUT/DELETE /api/working-hours/{id}: weekly or dated busy
// blocks, every validation message, and that only the owner reaches an entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleMessages } from '@hangtime/core/validation/schedule-fields';
import { DEFAULT_BLOCK_NAME, workingHoursMessages } from '@hangtime/core/working-hours/schemas';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { makeFriends } from './helpers/friends';
import {
  callAs,
  callerOf,
  createWorkingHours,
  expectFieldError,
  expectNotFound,
  workingHoursPayload,
} from './helpers/schedule';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' } });
});
afterAll(() => ctx.close());

const user = () => createVerifiedUser(ctx);
const uuid = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
const call = (who: RegisteredUser) => callerOf(ctx, who);
async function listOf(who: RegisteredUser) {
  const response = await call(who)('GET', '/api/working-hours');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().working_hours as { id: string }[];
}

describe('POST /api/working-hours', () => {
  it('stores a weekly block and shows it in the list and by id', async () => {
    const me = await user();
    const response = await call(me)('POST', '/api/working-hours', workingHoursPayload());
    expect(response.statusCode, response.body).toBe(201);
    const entry = {
      id: uuid,
      block_name: 'Office',
      is_recurring: true,
      day_of_week: 0,
      date: null,
      start_time: '09:00',
      end_time: '17:00',
      exceptions: [],
    };
    // The one-day shape answers as before, with `created` listing the one entry.
    expect(response.json()).toEqual({ success: true, working_hours: entry, created: [entry] });
    const { id } = response.json().working_hours;
    expect(await listOf(me)).toEqual([entry]);
    const byId = await call(me)('GET', `/api/working-hours/${id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual({ success: true, working_hours: entry });
  });

  it('stores a dated block without a weekday, and names a block without a name "Working Hours"', async () => {
    const me = await user();
    const entry = await createWorkingHours(ctx, me, {
      is_recurring: false,
      date: '2027-04-12',
      day_of_week: 3,
      block_name: undefined,
    });
    expect(entry).toMatchObject({
      block_name: DEFAULT_BLOCK_NAME,
      is_recurring: false,
      day_of_week: null,
      date: '2027-04-12',
    });
    const weekly = await createWorkingHours(ctx, me, { date: '2027-04-12', block_name: '' });
    expect(weekly).toMatchObject({ block_name: DEFAULT_BLOCK_NAME, is_recurring: true, day_of_week: 0, date: null });
  });

  it('takes HH:MM:00 times and lists weekly blocks by weekday and time before dated ones', async () => {
    const me = await user();
    const friday = await createWorkingHours(ctx, me, { day_of_week: 4, start_time: '13:00:00', end_time: '15:45:00' });
    const dated = await createWorkingHours(ctx, me, { is_recurring: false, date: '2027-01-05' });
    const mondayLate = await createWorkingHours(ctx, me, { day_of_week: 0, start_time: '13:00' });
    const mondayEarly = await createWorkingHours(ctx, me, { day_of_week: 0, start_time: '08:00' });
    expect(friday).toMatchObject({ start_time: '13:00', end_time: '15:45' });
    expect((await listOf(me)).map((entry) => entry.id)).toEqual([mondayEarly.id, mondayLate.id, friday.id, dated.id]);
  });

  it.each([
    ['a weekly block without a weekday', { day_of_week: null }, 'day_of_week', workingHoursMessages.dayRequired],
    ['a dated block without a date', { is_recurring: false, date: '' }, 'date', workingHoursMessages.dateRequired],
    ['an impossible date', { is_recurring: false, date: '2027-02-29' }, 'date', scheduleMessages.dateInvalid],
    ['a weekday past Sunday', { day_of_week: 7 }, 'day_of_week', scheduleMessages.dayOfWeekInvalid],
    ['a start off the quarter hour', { start_time: '09:07' }, 'start_time', scheduleMessages.timeInvalid],
    ['an end off the quarter hour', { end_time: '17:20' }, 'end_time', scheduleMessages.timeInvalid],
    ['no start time', { start_time: undefined }, 'start_time', scheduleMessages.timeInvalid],
    ['an end before the start', { start_time: '17:00', end_time: '09:00' }, 'end_time', scheduleMessages.endAfterStart],
    [
      'a block name over 100 characters',
      { block_name: 'b'.repeat(101) },
      'block_name',
      'Block name must be at most 100 characters',
    ],
  ])('refuses %s', async (_label, overrides, field, message) => {
    const me = await user();
    expectFieldError(await call(me)('POST', '/api/working-hours', workingHoursPayload(overrides)), field, message);
    expect(await listOf(me)).toEqual([]);
  });
});

describe('PUT /api/working-hours/{id}', () => {
  it('replaces the entry, a weekly block becoming a dated one', async () => {
    const me = await user();
    const entry = await createWorkingHours(ctx, me);
    const response = await call(me)(
      'PUT',
      `/api/working-hours/${entry.id}`,
      workingHoursPayload({
        block_name: 'Dentist',
        is_recurring: false,
        date: '2027-05-04',
        start_time: '10:15',
        end_time: '11:00',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const updated = {
      id: entry.id,
      block_name: 'Dentist',
      is_recurring: false,
      day_of_week: null,
      date: '2027-05-04',
      start_time: '10:15',
      end_time: '11:00',
      exceptions: [],
    };
    expect(response.json()).toEqual({ success: true, working_hours: updated });
    expect(await listOf(me)).toEqual([updated]);
  });

  it('refuses an invalid change and keeps the entry', async () => {
    const me = await user();
    const entry = await createWorkingHours(ctx, me);
    const response = await call(me)(
      'PUT',
      `/api/working-hours/${entry.id}`,
      workingHoursPayload({ start_time: '18:00', end_time: '17:00' }),
    );
    expectFieldError(response, 'end_time', scheduleMessages.endAfterStart);
    expect(await listOf(me)).toEqual([entry]);
  });
});

describe('DELETE /api/working-hours/{id}', () => {
  it('removes the entry; it is gone from the list and by id', async () => {
    const me = await user();
    const [kept, removed] = [await createWorkingHours(ctx, me), await createWorkingHours(ctx, me, { day_of_week: 2 })];
    const response = await call(me)('DELETE', `/api/working-hours/${removed.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Working hours deleted' });
    expect(await listOf(me)).toEqual([kept]);
    expectNotFound(await call(me)('GET', `/api/working-hours/${removed.id}`));
    expectNotFound(await call(me)('DELETE', `/api/working-hours/${removed.id}`));
  });
});

describe('who reaches an entry', () => {
  const someId = '00000000-0000-4000-8000-000000000000';

  it.each([
    ['GET', '/api/working-hours'],
    ['POST', '/api/working-hours'],
    ['GET', `/api/working-hours/${someId}`],
    ['PUT', `/api/working-hours/${someId}`],
    ['DELETE', `/api/working-hours/${someId}`],
  ] as const)('%s %s answers 401 without a token or with a bad one', async (method, url) => {
    for (const token of [undefined, 'not-a-real-token']) {
      const response = await callAs(ctx, token)(
        method,
        url,
        method === 'POST' || method === 'PUT' ? workingHoursPayload() : undefined,
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('a friend or a stranger gets 404 for your entry and never sees it', async () => {
    const [owner, friend, stranger] = [await user(), await user(), await user()];
    await makeFriends(ctx, owner, friend);
    const entry = await createWorkingHours(ctx, owner);
    await createWorkingHours(ctx, friend, { day_of_week: 5 });
    for (const intruder of [friend, stranger]) {
      expectNotFound(await call(intruder)('GET', `/api/working-hours/${entry.id}`));
      expectNotFound(
        await call(intruder)('PUT', `/api/working-hours/${entry.id}`, workingHoursPayload({ block_name: 'Hijacked' })),
      );
      expectNotFound(await call(intruder)('DELETE', `/api/working-hours/${entry.id}`));
      expect((await listOf(intruder)).map((row) => row.id)).not.toContain(entry.id);
    }
    expect(await listOf(owner)).toEqual([entry]);
  });

  it.each(['not-a-uuid', '42'])('an id that is no uuid (%s) is a 404, not a 500', async (id) => {
    const me = await user();
    expectNotFound(await call(me)('GET', `/api/working-hours/${id}`));
    expectNotFound(await call(me)('PUT', `/api/working-hours/${id}`, workingHoursPayload()));
    expectNotFound(await call(me)('DELETE', `/api/working-hours/${id}`));
  });
});
