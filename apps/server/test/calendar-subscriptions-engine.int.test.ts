// An ICS subscription's busy time in the engine (behaviour.md §8, §10): a subscribed calendar's
// event takes a slot out of a friend's find-us-time answer, and the answer says nothing of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@hangtime/core/time/dates';
import { todayIn } from '@hangtime/core/time/zones';
import { createTestApp, todayAt, type TestContext } from './helpers/app';
import { startFakeIcsServer, type FakeIcsServer } from './helpers/fake-ics-server';
import { callerOf } from './helpers/schedule';
import { befriendAll, personWithWindow, schedulingOf, slotsOf } from './helpers/scheduling';

const ZONE = 'America/New_York';
let ctx: TestContext;
let ics: FakeIcsServer;
beforeAll(async () => {
  ctx = await createTestApp({ env: { ICS_ALLOW_PRIVATE: 'true' }, startAt: todayAt(ZONE, '09:00') });
  ics = await startFakeIcsServer();
});
afterAll(async () => {
  await ctx.close();
  await ics.close();
});

describe('a subscribed calendar in find-us-time', () => {
  it('makes its owner busy for a friend, and nothing of the file is in the answer', async () => {
    const everyDay = [0, 1, 2, 3, 4, 5, 6];
    const today = todayIn(ZONE, ctx.clock.now());
    const tomorrow = addDays(today, 1);
    const window = { days: everyDay, from: '18:00', to: '22:00', start_date: today };
    const ana = await personWithWindow(ctx, { first_name: 'Ana', last_name: 'Diaz' }, ZONE, window);
    const cleo = await personWithWindow(ctx, { first_name: 'Cleo', last_name: 'Park' }, ZONE, window);
    await befriendAll(ctx, ana, [cleo]);
    const withCleoTomorrow = async () =>
      (await slotsOf(ctx, ana, tomorrow)).filter(
        (slot) => slot.available_friends.includes('Cleo Park') && slot.start_time < `${addDays(tomorrow, 1)}T12`,
      );
    expect(await withCleoTomorrow()).not.toEqual([]);

    // Cleo's other calendar: tomorrow 18:30–21:30 New York (a TZID the file does not describe).
    const stamp = tomorrow.replace(/-/g, '');
    ics.set('/cleo.ics', {
      kind: 'calendar',
      body: [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'UID:therapy@test',
        'SUMMARY:Therapy session',
        'LOCATION:Dr Quill’s practice',
        'DESCRIPTION:Confidential',
        `DTSTART;TZID=${ZONE}:${stamp}T183000`,
        `DTEND;TZID=${ZONE}:${stamp}T213000`,
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    });
    const added = await callerOf(ctx, cleo)('POST', '/api/calendar-subscriptions', { url: ics.url('/cleo.ics') });
    expect(added.statusCode, added.body).toBe(201);

    // Cleo's half hours either side are too short to share: no evening with Cleo tomorrow.
    expect(await withCleoTomorrow()).toEqual([]);
    const response = await schedulingOf(ctx, ana).findUsTime({ reference_date: tomorrow });
    expect(response.statusCode).toBe(200);
    for (const secret of ['Therapy', 'Quill', 'Confidential', 'cleo.ics', '127.0.0.1', 'ics:']) {
      expect(response.body).not.toContain(secret);
    }

    // Removing the subscription gives the evening back.
    const { id } = added.json().subscription as { id: string };
    expect((await callerOf(ctx, cleo)('DELETE', `/api/calendar-subscriptions/${id}`)).statusCode).toBe(200);
    expect(await withCleoTomorrow()).not.toEqual([]);
  });
});
