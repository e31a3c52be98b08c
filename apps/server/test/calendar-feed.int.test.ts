// The personal feed (behaviour.md §10): the secret address (made once, replaced on demand, the old
// one dead), and the feed behind it as a calendar app reads it, parsed back with ical.js.
import { randomBytes } from 'node:crypto';
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventBody } from '@hangtime/core/events/schemas';
import { busyBlocks, calendarFeeds } from '../src/db/schema';
import { parseSecretKey } from '../src/config';
import { createInfrastructure, type AppDeps } from '../src/deps';
import { createSecretBox } from '../src/lib/secret-box';
import { sha256 } from '../src/lib/tokens';
import { createCalendarFeedRepository, createCalendarFeedService } from '../src/modules/calendar-feed';
import { createTestApp, silentLogger, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import {
  answer,
  categoryIds,
  circle,
  createEvent,
  daysFromNow,
  eventPayload,
  eventRow,
  eventsOf,
  HOUR,
  listEvents,
} from './helpers/events';
import { callerOf, expectNotFound } from './helpers/schedule';

let ctx: TestContext;
let eventCategory: number;
let owner: RegisteredUser;
let ana: RegisteredUser;
let ben: RegisteredUser;
let uninvited: RegisteredUser;
let stranger: RegisteredUser;
beforeAll(async () => {
  ctx = await createTestApp({ env: { APP_ORIGIN: 'https://hangtime.example' } });
  const people = await circle(ctx, 2);
  ({ owner, uninvited, stranger } = people);
  [ana, ben] = people.friends as [RegisteredUser, RegisteredUser];
  eventCategory = (await categoryIds(ctx, owner)).Event!;
});
afterAll(() => {
  ICAL.TimezoneService.reset();
  return ctx.close();
});

const ADDRESS = /^https:\/\/hangtime\.example\/feeds\/([A-Za-z0-9_-]{43})\.ics$/;

async function addressOf(user: RegisteredUser, method: 'GET' | 'POST' = 'GET'): Promise<string> {
  const response = await callerOf(ctx, user)(method, '/api/calendar/feed');
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const { url } = response.json() as { url: string };
  expect(url).toMatch(ADDRESS);
  return url;
}

/** The feed as a calendar app asks for it: no Authorization header, only the address. */
const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: new URL(url).pathname, headers });

/** Fetches and parses the feed, registering its zones with ical.js; its events by id. */
async function readFeed(url: string) {
  const response = await fetchFeed(url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(response.headers['cache-control']).toBe('private, max-age=300');
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const byId = new Map(
    calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => [String(vevent.getFirstPropertyValue('uid')).replace(/@hangtime$/, ''), vevent] as const),
  );
  return { response, calendar, byId };
}

const status = (vevent: ICAL.Component | undefined) => vevent?.getFirstPropertyValue('status');

const event = (host: RegisteredUser, start: string, overrides: Parameters<typeof eventPayload>[2] = {}) =>
  createEvent(
    ctx,
    host,
    eventPayload(ctx, eventCategory, {
      start_time: start,
      end_time: new Date(Date.parse(start) + 2 * HOUR).toISOString(),
      ...overrides,
    }),
  );

describe('GET and POST /api/calendar/feed', () => {
  it('makes the address on first use and shows the same one after; the database keeps its hash and a sealed copy', async () => {
    const first = await addressOf(owner);
    expect(await addressOf(owner)).toBe(first);
    const token = ADDRESS.exec(first)![1]!;
    const [row] = await ctx.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.user_id, owner.user.id));
    expect(row!.token_hash).toBe(sha256(token));
    expect(row!.token).not.toContain(token);
    expect(ctx.services.calendarFeed).toBeDefined();
    expect(await addressOf(stranger)).not.toBe(first);
  });

  it('keeps the address across a key rotation, sealed again under the new key; without the key it fails, replacing nothing', async () => {
    const person = await createVerifiedUser(ctx);
    const url = await addressOf(person);
    const oldKey = parseSecretKey(ctx.config.SECRET_KEY!)!;
    const newKey = randomBytes(32);
    const feedWith = (secrets: AppDeps['secrets']) =>
      createCalendarFeedService({
        deps: createInfrastructure({ ...ctx, log: silentLogger, secrets }),
        repository: createCalendarFeedRepository(ctx.database.db),
      });
    const sealed = async () =>
      (await ctx.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.user_id, person.user.id)))[0]!;

    // SECRET_KEY is the new key, SECRET_KEY_PREVIOUS the old one: the same address, now under the new key.
    expect(await feedWith(createSecretBox(newKey, [oldKey])).getAddress(person.user.id)).toEqual({ url });
    const row = await sealed();
    expect(createSecretBox(newKey).open(row.token)).toBe(ADDRESS.exec(url)![1]);
    expect(() => createSecretBox(oldKey).open(row.token)).toThrow();

    // A server that lost the key cannot show the address; it does not quietly make another.
    await expect(feedWith(createSecretBox(randomBytes(32))).getAddress(person.user.id)).rejects.toThrow();
    expect((await sealed()).token_hash).toBe(row.token_hash);
    expect((await fetchFeed(url)).statusCode).toBe(200);
  });

  it('asks for a session', async () => {
    for (const method of ['GET', 'POST'] as const)
      expect((await ctx.app.inject({ method, url: '/api/calendar/feed' })).statusCode).toBe(401);
  });

  it('replaces the address on POST: the old one answers 404 from then on, the new one serves the feed', async () => {
    const old = await addressOf(uninvited);
    expect((await fetchFeed(old)).statusCode).toBe(200);
    const renewed = await addressOf(uninvited, 'POST');
    expect(renewed).not.toBe(old);
    expect(await addressOf(uninvited)).toBe(renewed);
    expectNotFound(await fetchFeed(old));
    expect((await fetchFeed(renewed)).statusCode).toBe(200);
  });
});

describe('GET /feeds/{token}.ics', () => {
  it("holds the person's active hangouts marked by their answer, and nothing that is not theirs", async () => {
    const invited = { participant_ids: [ana.user.id, ben.user.id] };
    const accepted = await event(owner, daysFromNow(ctx, 2), { ...invited, title: 'Accepted' });
    const tentative = await event(owner, daysFromNow(ctx, 3), { ...invited, title: 'Tentative' });
    const pending = await event(owner, daysFromNow(ctx, 4), { ...invited, title: 'Pending' });
    const cancelled = await event(owner, daysFromNow(ctx, 5), { ...invited, title: 'Cancelled' });
    const notAna = await event(owner, daysFromNow(ctx, 6), { participant_ids: [uninvited.user.id] });
    const anasOwn = await event(ana, daysFromNow(ctx, 7), { title: 'Alone', participant_ids: [] });
    const lastWeek = await event(owner, daysFromNow(ctx, -10), { ...invited, title: 'Last week' });
    const longAgo = await event(owner, daysFromNow(ctx, -40), { ...invited, title: 'Long ago' });
    await answer(ctx, ana, accepted.id, 'accepted');
    await answer(ctx, ben, accepted.id, 'declined');
    await answer(ctx, ana, tentative.id, 'tentative');
    await answer(ctx, ana, lastWeek.id, 'accepted');
    await answer(ctx, ana, longAgo.id, 'accepted');
    // Cancelled for everyone: the owner leaves it with nobody who accepted.
    expect((await eventsOf(ctx, owner).remove(cancelled.id)).statusCode).toBe(200);
    expect((await eventRow(ctx, cancelled.id))!.status).toBe('cancelled');
    // A suggestion is a draft only its owner sees; an imported busy block is no hangout.
    const draft = await ctx.services.events.createSuggestion(
      ana.user.id,
      eventBody.parse(eventPayload(ctx, eventCategory, { start_time: daysFromNow(ctx, 8), title: 'Draft' })),
      'America/New_York',
      async () => {},
    );
    await ctx.database.db.insert(busyBlocks).values({
      user_id: ana.user.id,
      start_time: new Date(daysFromNow(ctx, 9)),
      end_time: new Date(daysFromNow(ctx, 9.1)),
      source: 'ics:test',
    });

    const { response, calendar, byId } = await readFeed(await addressOf(ana));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Hangtime');
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT1H');
    expect(response.body).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(calendar.getFirstPropertyValue('x-published-ttl')).toBe('PT1H');
    expect([...byId.keys()].sort()).toEqual([accepted.id, tentative.id, pending.id, anasOwn.id, lastWeek.id].sort());
    expect(status(byId.get(accepted.id))).toBe('CONFIRMED');
    expect(status(byId.get(tentative.id))).toBe('TENTATIVE');
    expect(status(byId.get(pending.id))).toBe('TENTATIVE');
    expect(status(byId.get(anasOwn.id))).toBe('CONFIRMED');
    expect(status(byId.get(lastWeek.id))).toBe('CONFIRMED');
    for (const absent of [cancelled.id, notAna.id, longAgo.id, draft]) expect(response.body).not.toContain(absent);

    const vevent = byId.get(accepted.id)!;
    expect(vevent.getFirstPropertyValue('summary')).toBe('Accepted');
    expect(vevent.getFirstPropertyValue('location')).toBe('Lucia, 12 Mott St, New York, NY 10013');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(0);
    expect(vevent.getFirstProperty('dtstamp')).not.toBeNull();
    expect(vevent.getFirstProperty('last-modified')).not.toBeNull();
    expect(new ICAL.Event(vevent).startDate.toJSDate().toISOString()).toBe(accepted.start_time);
    // Nobody's address leaves: no ORGANIZER, no ATTENDEE, no email at all.
    expect(response.body).not.toMatch(/ORGANIZER|ATTENDEE|mailto:/);
    for (const person of [owner, ana, ben]) expect(response.body).not.toContain(person.user.email);

    // Ben declined the first: it is not in his feed; the owner's shows all three as theirs.
    const bens = await readFeed(await addressOf(ben));
    expect(bens.byId.has(accepted.id)).toBe(false);
    expect(bens.byId.has(pending.id)).toBe(true);
    const owners = await readFeed(await addressOf(owner));
    for (const id of [accepted.id, tentative.id, pending.id]) expect(status(owners.byId.get(id))).toBe('CONFIRMED');
  });

  it('keeps UIDs across fetches and raises SEQUENCE with each change to the event', async () => {
    const created = await event(owner, daysFromNow(ctx, 12), { participant_ids: [ana.user.id] });
    await answer(ctx, ana, created.id, 'accepted');
    const url = await addressOf(ana);
    const before = (await readFeed(url)).byId.get(created.id)!;
    expect(before.getFirstPropertyValue('uid')).toBe(`${created.id}@hangtime`);
    expect(before.getFirstPropertyValue('sequence')).toBe(0);

    const moved = eventPayload(ctx, eventCategory, {
      title: 'Moved dinner',
      start_time: daysFromNow(ctx, 13),
      participant_ids: [ana.user.id],
    });
    expect((await eventsOf(ctx, owner).update(created.id, moved)).statusCode).toBe(200);
    const after = (await readFeed(url)).byId.get(created.id)!;
    expect(after.getFirstPropertyValue('uid')).toBe(`${created.id}@hangtime`);
    expect(after.getFirstPropertyValue('sequence')).toBe(1);
    expect(after.getFirstPropertyValue('summary')).toBe('Moved dinner');
    expect(new ICAL.Event(after).startDate.toJSDate().toISOString()).toBe(moved.start_time);
    // The organizer's change asks Ana to reconfirm: tentative until she does.
    expect(status(after)).toBe('TENTATIVE');

    expect((await eventsOf(ctx, owner).update(created.id, { ...moved, title: 'Again' })).statusCode).toBe(200);
    expect((await readFeed(url)).byId.get(created.id)!.getFirstPropertyValue('sequence')).toBe(2);
    expect((await eventRow(ctx, created.id))!.sequence).toBe(2);
  });

  it('shows an accepted suggestion with a raised SEQUENCE, and none while it is a draft', async () => {
    const input = eventBody.parse(eventPayload(ctx, eventCategory, { start_time: daysFromNow(ctx, 20) }));
    const id = await ctx.services.events.createSuggestion(owner.user.id, input, 'America/New_York', async () => {});
    const url = await addressOf(owner);
    expect((await readFeed(url)).byId.has(id)).toBe(false);
    await ctx.services.events.acceptSuggestion(owner.user.id, id, input, async () => {});
    // Activated and then written with the accepted fields: two changes.
    expect((await readFeed(url)).byId.get(id)!.getFirstPropertyValue('sequence')).toBe(2);
  });

  it("carries a series that began long ago as its RRULE, with the zone's VTIMEZONE, matching the calendar's instances", async () => {
    const series = await event(stranger, daysFromNow(ctx, -60), {
      title: 'Weekly run',
      timezone: 'Europe/Berlin',
      is_recurring: true,
      recurring_pattern: { recurrence_type: 'weekly', interval: 1, days_of_week: [2] },
    });
    const { calendar, byId } = await readFeed(await addressOf(stranger));
    const zones = calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'));
    expect(zones).toContain('Europe/Berlin');
    const vevent = byId.get(series.id)!;
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Berlin');
    const rule = vevent.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect({ freq: rule.freq, byDay: rule.parts.BYDAY, count: rule.count, until: rule.until }).toEqual({
      freq: 'WEEKLY',
      byDay: ['TU'],
      count: null,
      until: null,
    });

    // The instances of the coming 60 days (across a DST change at some point of the year or not)
    // are the ones the calendar's own range read gives.
    const from = new Date(daysFromNow(ctx, 0));
    const to = new Date(daysFromNow(ctx, 60));
    const fromIcs: string[] = [];
    const iterator = new ICAL.Event(vevent).iterator();
    for (let next = iterator.next(); next && next.toJSDate() < to; next = iterator.next()) {
      if (next.toJSDate() >= from) fromIcs.push(next.toJSDate().toISOString());
    }
    const fromApi = (await listEvents(ctx, stranger, from.toISOString(), to.toISOString()))
      .filter((one) => one.id === series.id && Date.parse(one.instance_start) >= from.getTime())
      .map((one) => one.instance_start);
    expect(fromIcs.length).toBeGreaterThanOrEqual(8);
    expect(fromIcs).toEqual(fromApi);
  });

  it('answers 304 to an If-None-Match of the current ETag, and a new ETag after a change', async () => {
    const created = await event(ben, daysFromNow(ctx, 30), { participant_ids: [] });
    const url = await addressOf(ben);
    const first = await fetchFeed(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    expect((await fetchFeed(url)).headers.etag).toBe(etag);

    const unchanged = await fetchFeed(url, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);

    const changed = eventPayload(ctx, eventCategory, { title: 'Renamed', start_time: created.start_time });
    expect((await eventsOf(ctx, ben).update(created.id, changed)).statusCode).toBe(200);
    const fresh = await fetchFeed(url, { 'if-none-match': etag });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).not.toBe(etag);
    expect(fresh.body).toContain('SUMMARY:Renamed');
  });

  it('gives someone with no hangouts yet a calendar that still holds a component: their own zone', async () => {
    const newcomer = await createVerifiedUser(ctx, { timezone: 'Asia/Kathmandu' });
    const { calendar, byId } = await readFeed(await addressOf(newcomer));
    expect(byId.size).toBe(0);
    expect(calendar.getAllSubcomponents().map((part) => part.getFirstPropertyValue('tzid'))).toEqual([
      'Asia/Kathmandu',
    ]);
  });

  it('answers the same 404 to a made-up, malformed or unknown address, with no session needed for any', async () => {
    const real = new URL(await addressOf(ana)).pathname;
    const answers = await Promise.all(
      [
        `/feeds/${'A'.repeat(43)}.ics`,
        '/feeds/not-a-token.ics',
        real.replace(/\.ics$/, ''),
        `${real}/`,
        `${real}.ics`,
        '/feeds/',
      ].map((url) => ctx.app.inject({ method: 'GET', url })),
    );
    for (const response of answers) {
      expectNotFound(response);
      expect(response.json()).toEqual({ error: 'Calendar feed not found', code: 'NOT_FOUND' });
    }
  });
});
