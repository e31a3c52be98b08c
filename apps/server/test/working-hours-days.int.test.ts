// POST /api/working-hours with `days_of_week` (issue 23): the same hours on several weekdays in
// one request, stored as one weekly entry per day, all or none, checked with the spec's texts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleMessages } from '@hangtime/core/validation/schedule-fields';
import { workingHoursMessages, type WorkingHoursEntry } from '@hangtime/core/working-hours/schemas';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { callerOf, expectFieldError, workingHoursPayload } from './helpers/schedule';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' } });
});
afterAll(() => ctx.close());

const user = () => createVerifiedUser(ctx);
const call = (who: RegisteredUser) => callerOf(ctx, who);
const post = (who: RegisteredUser, overrides: Record<string, unknown>) =>
  call(who)('POST', '/api/working-hours', workingHoursPayload(overrides));

async function listOf(who: RegisteredUser): Promise<WorkingHoursEntry[]> {
  const response = await call(who)('GET', '/api/working-hours');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().working_hours as WorkingHoursEntry[];
}

describe('POST /api/working-hours with days_of_week', () => {
  it('stores Monday to Friday as five weekly entries and answers all of them', async () => {
    const me = await user();
    const response = await post(me, { day_of_week: null, days_of_week: [0, 1, 2, 3, 4] });
    expect(response.statusCode, response.body).toBe(201);
    const { working_hours: first, created } = response.json() as {
      working_hours: WorkingHoursEntry;
      created: WorkingHoursEntry[];
    };
    // 0 = Monday … 4 = Friday, each its own entry (its own id, so each day can be edited alone).
    expect(created.map((entry) => entry.day_of_week)).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(created.map((entry) => entry.id)).size).toBe(5);
    expect(created.every((entry) => entry.start_time === '09:00' && entry.end_time === '17:00')).toBe(true);
    expect(created.every((entry) => entry.is_recurring && entry.date === null)).toBe(true);
    expect(first).toEqual(created[0]);
    expect(await listOf(me)).toEqual(created);
  });

  it('takes day_of_week as one of the days, each day once, in weekday order', async () => {
    const me = await user();
    const response = await post(me, { day_of_week: 2, days_of_week: [6, 4, 4, 2] });
    expect(response.statusCode, response.body).toBe(201);
    expect((await listOf(me)).map((entry) => entry.day_of_week)).toEqual([2, 4, 6]);
  });

  it('stores a one-time entry once, on its date, whatever days are listed', async () => {
    const me = await user();
    const response = await post(me, { is_recurring: false, date: '2026-11-30', days_of_week: [0, 1, 2] });
    expect(response.statusCode, response.body).toBe(201);
    expect(await listOf(me)).toMatchObject([{ is_recurring: false, date: '2026-11-30', day_of_week: null }]);
  });

  it('refuses an empty list of days on its own field, storing nothing', async () => {
    const me = await user();
    expectFieldError(
      await post(me, { day_of_week: null, days_of_week: [] }),
      'days_of_week',
      workingHoursMessages.dayRequired,
    );
    expect(await listOf(me)).toEqual([]);
  });

  it('refuses the whole request when one day is out of range: no day is stored without the others', async () => {
    const me = await user();
    expectFieldError(
      await post(me, { day_of_week: null, days_of_week: [0, 7, 2] }),
      'days_of_week.1',
      scheduleMessages.dayOfWeekInvalid,
    );
    expect(await listOf(me)).toEqual([]);
  });

  it('refuses hours that end before they start for every day at once', async () => {
    const me = await user();
    expectFieldError(
      await post(me, { days_of_week: [0, 1], start_time: '17:00', end_time: '09:00' }),
      'end_time',
      scheduleMessages.endAfterStart,
    );
    expect(await listOf(me)).toEqual([]);
  });
});
