// One date of a weekly working-hours entry (behaviour.md §5): PUT with update_instance gives that
// date new times or cancels it, DELETE ?instance_date= cancels it, update_all still changes the
// whole entry, and only the owner reaches an entry's dates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleMessages } from '@hangtime/core/validation/schedule-fields';
import { workingHoursMessages } from '@hangtime/core/working-hours/schemas';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import {
  callerOf,
  createWorkingHours,
  expectFieldError,
  expectNotFound,
  workingHoursPayload,
} from './helpers/schedule';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const user = () => createVerifiedUser(ctx);
const call = (who: RegisteredUser) => callerOf(ctx, who);
/** 2027-05-03 and 2027-05-10 are Mondays; 2027-05-04 is a Tuesday. */
const MONDAY = '2027-05-03';
const NEXT_MONDAY = '2027-05-10';

async function entryOf(who: RegisteredUser, id: string) {
  const response = await call(who)('GET', `/api/working-hours/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().working_hours;
}

describe('PUT /api/working-hours/{id} with update_instance', () => {
  it('gives one date new times and leaves the series as it was', async () => {
    const me = await user();
    const entry = await createWorkingHours(ctx, me);
    const response = await call(me)('PUT', `/api/working-hours/${entry.id}`, {
      update_instance: true,
      instance_date: MONDAY,
      start_time: '12:00',
      end_time: '18:30',
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed = {
      ...entry,
      exceptions: [{ date: MONDAY, cancelled: false, start_time: '12:00', end_time: '18:30' }],
    };
    expect(response.json()).toEqual({ success: true, working_hours: changed });
    expect(await entryOf(me, entry.id)).toEqual(changed);
  });

  it('cancels one date, and a later change of that date replaces the earlier one', async () => {
    const me = await user();
    const entry = await createWorkingHours(ctx, me);
    const url = `/api/working-hours/${entry.id}`;
    expect(
      (
        await call(me)('PUT', url, {
          update_instance: true,
          instance_date: MONDAY,
          start_time: '10:00',
          end_time: '11:00',
        })
      ).statusCode,
    ).toBe(200);
    const cancelled = await call(me)('PUT', url, { update_instance: true, instance_date: MONDAY, cancelled: true });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().working_hours.exceptions).toEqual([
      { date: MONDAY, cancelled: true, start_time: null, end_time: null },
    ]);
  });

  it('cancels one date through DELETE with instance_date, keeping the entry', async () => {
    const me = await user();
    const entry = await createWorkingHours(ctx, me);
    const response = await call(me)('DELETE', `/api/working-hours/${entry.id}?instance_date=${NEXT_MONDAY}`);
    expect(response.statusCode, response.body).toBe(200);
    expect((await entryOf(me, entry.id)).exceptions).toEqual([
      { date: NEXT_MONDAY, cancelled: true, start_time: null, end_time: null },
    ]);
  });

  it.each([
    [
      'no instance_date',
      { start_time: '10:00', end_time: '11:00' },
      'instance_date',
      workingHoursMessages.instanceDateRequired,
    ],
    [
      'an impossible date',
      { instance_date: '2027-02-30', start_time: '10:00', end_time: '11:00' },
      'instance_date',
      scheduleMessages.dateInvalid,
    ],
    [
      'a date off the entry’s weekday',
      { instance_date: '2027-05-04', start_time: '10:00', end_time: '11:00' },
      'instance_date',
      workingHoursMessages.instanceDateNotInSeries,
    ],
    ['no times and not cancelled', { instance_date: MONDAY }, 'start_time', workingHoursMessages.timesRequired],
    [
      'an end before the start',
      { instance_date: MONDAY, start_time: '11:00', end_time: '10:00' },
      'end_time',
      scheduleMessages.endAfterStart,
    ],
    [
      'a time off the quarter hour',
      { instance_date: MONDAY, start_time: '10:10', end_time: '11:00' },
      'start_time',
      scheduleMessages.timeInvalid,
    ],
  ])('answers 400 for %s and changes nothing', async (_label, body, field, message) => {
    const me = await user();
    const entry = await createWorkingHours(ctx, me);
    expectFieldError(
      await call(me)('PUT', `/api/working-hours/${entry.id}`, { update_instance: true, ...body }),
      field,
      message,
    );
    expect(await entryOf(me, entry.id)).toEqual(entry);
  });

  it('answers 400 for one date of a one-time entry: it has no series', async () => {
    const me = await user();
    const entry = await createWorkingHours(ctx, me, { is_recurring: false, date: MONDAY });
    const response = await call(me)('PUT', `/api/working-hours/${entry.id}`, {
      update_instance: true,
      instance_date: MONDAY,
      cancelled: true,
    });
    expectFieldError(response, 'instance_date', workingHoursMessages.instanceDateNotInSeries);
  });

  it('answers 404 for another user’s entry, by PUT and by DELETE, and leaves it alone', async () => {
    const [owner, other] = [await user(), await user()];
    const entry = await createWorkingHours(ctx, owner);
    const url = `/api/working-hours/${entry.id}`;
    expectNotFound(await call(other)('PUT', url, { update_instance: true, instance_date: MONDAY, cancelled: true }));
    expectNotFound(await call(other)('DELETE', `${url}?instance_date=${MONDAY}`));
    expect(await entryOf(owner, entry.id)).toEqual(entry);
  });
});

describe('PUT /api/working-hours/{id} with update_all', () => {
  it('changes the whole entry and keeps its changed dates while the weekday stays', async () => {
    const me = await user();
    const entry = await createWorkingHours(ctx, me);
    const url = `/api/working-hours/${entry.id}`;
    await call(me)('PUT', url, { update_instance: true, instance_date: MONDAY, cancelled: true });
    const response = await call(me)('PUT', url, { update_all: true, ...workingHoursPayload({ start_time: '08:00' }) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().working_hours).toMatchObject({
      start_time: '08:00',
      day_of_week: 0,
      exceptions: [{ date: MONDAY, cancelled: true }],
    });
  });

  it('drops the changed dates when the entry moves to another weekday, as they are no longer its dates', async () => {
    const me = await user();
    const entry = await createWorkingHours(ctx, me);
    const url = `/api/working-hours/${entry.id}`;
    await call(me)('PUT', url, { update_instance: true, instance_date: MONDAY, cancelled: true });
    const response = await call(me)('PUT', url, { update_all: true, ...workingHoursPayload({ day_of_week: 3 }) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().working_hours).toMatchObject({ day_of_week: 3, exceptions: [] });
  });

  it('answers 400 for a bad series change, as before', async () => {
    const me = await user();
    const entry = await createWorkingHours(ctx, me);
    const response = await call(me)('PUT', `/api/working-hours/${entry.id}`, {
      update_all: true,
      ...workingHoursPayload({ day_of_week: null }),
    });
    expectFieldError(response, 'day_of_week', workingHoursMessages.dayRequired);
  });
});
