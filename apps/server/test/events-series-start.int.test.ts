// behaviour.md §6: a series starts on its own first date. The server moves a start that is not on
// the rule to the first date on or after it that is, on create and on update, for every client, so
// the stored start, the listed instances and the .ics DTSTART agree (as Google Calendar does).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';
import type { RegisteredUser } from './helpers/factories';
import { categoryIds, circle, createEvent, eventPayload, eventsOf, getEvent, listEvents } from './helpers/events';

let ctx: TestContext;
let owner: RegisteredUser;
let eventCategory: number;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' } });
  owner = (await circle(ctx, 0)).owner;
  eventCategory = (await categoryIds(ctx, owner)).Event!;
});
afterAll(() => ctx.close());

const MONDAY_18H = '2026-11-30T23:00:00.000Z'; // Monday 30 November 2026, 18:00 in New York
const WEDNESDAY_18H = '2026-12-02T23:00:00.000Z';
const weeklyOn = (days: number[]) => ({
  is_recurring: true,
  recurring_pattern: { recurrence_type: 'weekly', interval: 1, days_of_week: days, end_occurrences: 3 },
});
const seriesStarts = async (id: string) =>
  (await listEvents(ctx, owner, '2026-11-29', '2026-12-31'))
    .filter((one) => one.id === id)
    .map((one) => one.instance_start);

describe('a series whose start is not on one of its days', () => {
  it('is created from its first own date: stored start, instances and .ics agree', async () => {
    const created = await createEvent(
      ctx,
      owner,
      eventPayload(ctx, eventCategory, { start_time: MONDAY_18H, ...weeklyOn([3]) }),
    );
    expect([created.start_time, created.end_time]).toEqual([WEDNESDAY_18H, '2026-12-03T01:00:00.000Z']);
    expect(await seriesStarts(created.id)).toEqual([
      WEDNESDAY_18H,
      '2026-12-09T23:00:00.000Z',
      '2026-12-16T23:00:00.000Z',
    ]);

    const ics = await eventsOf(ctx, owner).ics(created.id);
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain('DTSTART;TZID=America/New_York:20261202T180000');
    expect(ics.body).toContain('RRULE:FREQ=WEEKLY;COUNT=3;BYDAY=WE');
  });

  it('is moved again when an update puts its start off its days', async () => {
    const created = await createEvent(
      ctx,
      owner,
      eventPayload(ctx, eventCategory, { start_time: MONDAY_18H, ...weeklyOn([1]) }),
    );
    expect(created.start_time).toBe(MONDAY_18H);
    const body = eventPayload(ctx, eventCategory, { start_time: MONDAY_18H, ...weeklyOn([4]) });
    expect((await eventsOf(ctx, owner).update(created.id, body)).statusCode).toBe(200);
    const updated = await getEvent(ctx, owner, created.id);
    expect(updated.start_time).toBe('2026-12-03T23:00:00.000Z'); // Thursday 3 December, 18:00
    expect(await seriesStarts(created.id)).toEqual([
      '2026-12-03T23:00:00.000Z',
      '2026-12-10T23:00:00.000Z',
      '2026-12-17T23:00:00.000Z',
    ]);
  });
});
