// GET /api/calendar/events/{id}/ics: an RFC 5545 file that a real parser (ical.js) reads back to
// the same event: SUMMARY, DTSTART/DTEND in the event's TZID with its VTIMEZONE, and the RRULE.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';
import type { RegisteredUser } from './helpers/factories';
import { categoryIds, circle, createEvent, eventPayload, eventsApi, eventsOf, listEvents } from './helpers/events';
import { expectNotFound } from './helpers/schedule';

let ctx: TestContext;
let eventCategory: number;
let owner: RegisteredUser;
let guest: RegisteredUser;
let others: RegisteredUser[];
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' } });
  const people = await circle(ctx, 1);
  [owner, guest] = [people.owner, people.friends[0]!];
  others = [people.uninvited, people.stranger]; // a friend of the owner's who is not invited, and a stranger
  eventCategory = (await categoryIds(ctx, owner)).Event!;
});
afterAll(() => {
  ICAL.TimezoneService.reset();
  return ctx.close();
});

const HOUR = 3600_000;
const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
const event = (start: string, overrides: Parameters<typeof eventPayload>[2] = {}) =>
  createEvent(
    ctx,
    owner,
    eventPayload(ctx, eventCategory, {
      start_time: start,
      end_time: plus(start, 2 * HOUR),
      participant_ids: [guest.user.id],
      ...overrides,
    }),
  );

/** Downloads the file as `user`, checks the headers, parses it and registers its time zones with ical.js. */
async function download(user: RegisteredUser, id: string) {
  const response = await eventsOf(ctx, user).ics(id);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.ics"$/);
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { response, calendar, vevent, parsed: new ICAL.Event(vevent) };
}

describe('GET /api/calendar/events/{id}/ics', () => {
  it('describes a one-off event: summary, place, organizer, and its start and end in the TZID with a VTIMEZONE', async () => {
    const start = '2027-07-14T22:30:00.000Z'; // 18:30 EDT
    const created = await event(start, { title: 'Dinner, drinks; and "more"', description: 'Line one\nLine two' });
    const { response, calendar, vevent, parsed } = await download(owner, created.id);
    expect(response.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Dinner drinks and more.ics"');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();

    expect(vevent.getFirstPropertyValue('summary')).toBe('Dinner, drinks; and "more"');
    expect(vevent.getFirstPropertyValue('description')).toBe('Line one\nLine two');
    expect(vevent.getFirstPropertyValue('location')).toBe('Lucia, 12 Mott St, New York, NY 10013');
    expect(vevent.getFirstPropertyValue('uid')).toBe(`${created.id}@hangtime`);
    expect(String(vevent.getFirstPropertyValue('organizer'))).toBe(`mailto:${owner.user.email}`);
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/New_York');
    expect(vevent.getFirstProperty('dtend')!.getParameter('tzid')).toBe('America/New_York');
    expect(response.body).toContain('DTSTART;TZID=America/New_York:20270714T183000');
    expect(vevent.getFirstProperty('rrule')).toBeNull();

    const zones = calendar.getAllSubcomponents('vtimezone');
    expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['America/New_York']);
    expect(zones[0]!.getAllSubcomponents('daylight').length).toBeGreaterThan(0);
    expect(zones[0]!.getAllSubcomponents('standard').length).toBeGreaterThan(0);

    expect(parsed.startDate.toJSDate().toISOString()).toBe(start);
    expect(parsed.endDate.toJSDate().toISOString()).toBe(plus(start, 2 * HOUR));
    expect(parsed.startDate.zone.tzid).toBe('America/New_York');
  });

  it("uses the event's own zone, not the viewer's, and reads back to the right instant in winter too", async () => {
    const start = '2027-01-20T09:00:00.000Z'; // 09:00 GMT in London
    const created = await event(start, { timezone: 'Europe/London' });
    const { vevent, calendar, parsed } = await download(guest, created.id);
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/London');
    expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Europe/London');
    expect(parsed.startDate.toJSDate().toISOString()).toBe(start);
  });

  it('carries the RRULE of a recurring event, whose instances match the calendar across the DST change', async () => {
    const first = '2026-10-16T22:00:00.000Z'; // Fridays 18:00 New York, five times, across 2026-11-01
    const series = await event(first, {
      is_recurring: true,
      recurring_pattern: { recurrence_type: 'weekly', interval: 1, days_of_week: [5], end_occurrences: 5 },
    });
    const { vevent, parsed } = await download(owner, series.id);
    const rule = vevent.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect({ freq: rule.freq, count: rule.count, interval: rule.interval, byDay: rule.parts.BYDAY }).toEqual({
      freq: 'WEEKLY',
      count: 5,
      interval: 1,
      byDay: ['FR'],
    });
    expect(parsed.isRecurring()).toBe(true);

    const iterator = parsed.iterator();
    const fromIcs: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) fromIcs.push(next.toJSDate().toISOString());
    const fromApi = (await listEvents(ctx, owner, '2026-10-01', '2026-11-30'))
      .filter((one) => one.id === series.id)
      .map((one) => one.instance_start);
    expect(fromIcs).toEqual([
      '2026-10-16T22:00:00.000Z',
      '2026-10-23T22:00:00.000Z',
      '2026-10-30T22:00:00.000Z',
      '2026-11-06T23:00:00.000Z',
      '2026-11-13T23:00:00.000Z',
    ]);
    expect(fromIcs).toEqual(fromApi);
  });

  it('writes an end date as UNTIL and an all-day event with plain dates', async () => {
    const series = await event('2027-03-02T23:00:00.000Z', {
      is_recurring: true,
      recurring_pattern: { recurrence_type: 'weekly', interval: 2, end_date: '2027-03-30' },
    });
    const rule = (await download(owner, series.id)).vevent.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect(rule.freq).toBe('WEEKLY');
    expect(rule.interval).toBe(2);
    expect(rule.until?.toJSDate().toISOString()).toBe('2027-03-31T03:59:59.000Z'); // the end of 2027-03-30 in New York (EDT)

    const allDay = await event('2027-08-01T04:00:00.000Z', { all_day: true, end_time: '2027-08-02T04:00:00.000Z' });
    const { vevent, parsed } = await download(owner, allDay.id);
    expect(parsed.startDate.isDate).toBe(true);
    expect(parsed.startDate.toString()).toBe('2027-08-01');
    expect(parsed.endDate.toString()).toBe('2027-08-02');
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBeUndefined();
  });

  it('is 404 for anyone not on the event and for ids that are not events, 401 without a session', async () => {
    const created = await event('2027-07-01T22:00:00.000Z');
    for (const other of others) expectNotFound(await eventsOf(ctx, other).ics(created.id));
    expectNotFound(await eventsOf(ctx, owner).ics('not-a-uuid'));
    expect((await eventsApi(ctx, undefined).ics(created.id)).statusCode).toBe(401);
  });
});
