// The scheduling calls as a test speaks them, and a world of friends with free time to find.
import { expect } from 'vitest';
import type { TimeSlotView } from '@hangtime/core/scheduling/schemas';
import type { TestContext } from './app';
import { createVerifiedUser, type RegisteredUser } from './factories';
import { makeFriends } from './friends';
import { createWindow } from './schedule';

export function schedulingApi(ctx: TestContext, token: string | undefined) {
  const headers = (extra: Record<string, string> = {}) => ({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  });
  return {
    findUsTime: (payload?: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/find-us-time', payload: payload ?? {}, headers: headers() }),
    hangtimeNow: (payload: object = {}, idempotencyKey?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/events/automated-hangtime',
        payload,
        headers: headers(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      }),
  };
}
export const schedulingOf = (ctx: TestContext, user: RegisteredUser) => schedulingApi(ctx, user.token);

/** POST /api/find-us-time as `user`; fails the test unless it answers 200. */
export async function slotsOf(ctx: TestContext, user: RegisteredUser, referenceDate?: string): Promise<TimeSlotView[]> {
  const response = await schedulingOf(ctx, user).findUsTime(referenceDate ? { reference_date: referenceDate } : {});
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().success).toBe(true);
  return response.json().time_slots as TimeSlotView[];
}

/** A slot reduced to what a person would read: UTC start–end and the free friends' names. */
export const slotSummary = (slot: Pick<TimeSlotView, 'start_time' | 'end_time' | 'available_friends'>) =>
  `${slot.start_time.slice(0, 16)}–${slot.end_time.slice(0, 16)} ${slot.available_friends.join(', ')}`;

/** A verified user in `timezone` with one weekly window (weekdays 0 = Monday) from `from` to `to` local. */
export async function personWithWindow(
  ctx: TestContext,
  name: { first_name: string; last_name: string },
  timezone: string,
  window: { days: number[]; from: string; to: string; start_date: string; end_date?: string },
): Promise<RegisteredUser> {
  const person = await createVerifiedUser(ctx, { ...name, timezone });
  await createWindow(ctx, person, {
    window_name: `${name.first_name}'s secret window`,
    timezone,
    start_time: window.from,
    end_time: window.to,
    days_of_week: window.days,
    start_date: window.start_date,
    end_date: window.end_date ?? '2027-12-31',
    location: `${name.first_name}'s private place`,
    address: `1 ${name.first_name} Street, Hidden Town`,
  });
  return person;
}

/** Makes `caller` friends with each of `friends`. */
export async function befriendAll(ctx: TestContext, caller: RegisteredUser, friends: RegisteredUser[]) {
  for (const friend of friends) await makeFriends(ctx, caller, friend);
}
