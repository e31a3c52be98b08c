// /api/calendar-subscriptions (behaviour.md §10): add, list, refresh and remove an ICS
// subscription against a real local calendar server; what is stored (a sealed address, busy
// blocks and nothing else); ETag; the limits; per-object authorization; the periodic job.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_CALENDAR_SUBSCRIPTIONS,
  subscriptionMessages,
  type CalendarSubscription,
} from '@hangtime/core/calendar-link/schemas';
import { busyBlocks, calendarSubscriptions } from '../src/db/schema';
import { createInfrastructure } from '../src/deps';
import { createBusyBlocksRepository } from '../src/modules/busy-blocks';
import {
  createCalendarSubscriptionsRepository,
  createCalendarSubscriptionsService,
} from '../src/modules/calendar-subscriptions';
import { feedMessages } from '../src/modules/calendar-subscriptions/messages';
import { SUBSCRIPTIONS_DUE_QUEUE } from '../src/modules/calendar-subscriptions/worker';
import { FETCHES_PER_HOUR } from '../src/modules/calendar-subscriptions/routes';
import { createTestApp, silentLogger, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { startFakeIcsServer, type FakeIcsServer } from './helpers/fake-ics-server';
import { callerOf, expectFieldError, expectNotFound } from './helpers/schedule';
import { waitUntil } from './helpers/wait';

let ctx: TestContext;
let ics: FakeIcsServer;
beforeAll(async () => {
  ctx = await createTestApp({ env: { ICS_ALLOW_PRIVATE: 'true' } });
  ics = await startFakeIcsServer();
});
afterAll(async () => {
  await ctx.close();
  await ics.close();
});

const HOUR = 3_600_000;
const user = (timezone = 'America/New_York') => createVerifiedUser(ctx, { timezone });
const call = (who: RegisteredUser) => callerOf(ctx, who);
let paths = 0;
const newPath = (label: string) => `/${label}-${(paths += 1)}/secret-token-8f3a9c.ics`;

/** An instant a whole number of hours from now, as iCalendar UTC text. */
function hoursAhead(hours: number): string {
  const hour = Math.ceil(ctx.clock.now().getTime() / HOUR) * HOUR;
  return new Date(hour + hours * HOUR).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';
}
function calendarOf(...events: Array<[fromHours: number, toHours: number]>): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    ...events.flatMap(([from, to], index) => [
      'BEGIN:VEVENT',
      `UID:event-${index}@test`,
      'SUMMARY:Dentist – private',
      'LOCATION:12 Secret Street',
      'DESCRIPTION:Bring the insurance card',
      `DTSTART:${hoursAhead(from)}`,
      `DTEND:${hoursAhead(to)}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ].join('\r\n');
}

async function subscribe(who: RegisteredUser, url: string): Promise<CalendarSubscription> {
  const response = await call(who)('POST', '/api/calendar-subscriptions', { url });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().subscription as CalendarSubscription;
}
async function subscriptionsOf(who: RegisteredUser): Promise<CalendarSubscription[]> {
  const response = await call(who)('GET', '/api/calendar-subscriptions');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().subscriptions as CalendarSubscription[];
}
async function blocksOf(who: RegisteredUser) {
  const rows = await ctx.database.db
    .select()
    .from(busyBlocks)
    .where(eq(busyBlocks.user_id, who.user.id))
    .orderBy(busyBlocks.start_time);
  return rows.map((row) => ({
    source: row.source,
    start: row.start_time.toISOString(),
    end: row.end_time.toISOString(),
  }));
}
async function rowsOf(who: RegisteredUser) {
  return ctx.database.db.select().from(calendarSubscriptions).where(eq(calendarSubscriptions.user_id, who.user.id));
}
const isoOf = (stamp: string) =>
  new Date(
    `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:00Z`,
  ).toISOString();

describe('POST /api/calendar-subscriptions', () => {
  it('reads the calendar at once, keeps its busy times and a sealed address, and shows the address masked', async () => {
    const me = await user();
    const path = newPath('add');
    ics.set(path, { kind: 'calendar', body: calendarOf([2, 3], [26, 28]), etag: '"v1"' });
    const subscription = await subscribe(me, ics.url(path));
    expect(subscription).toEqual({
      id: expect.any(String),
      masked_url: `${ics.origin}/…`,
      created_at:
        ctx.clock.now().toISOString().slice(0, 4) === subscription.created_at.slice(0, 4)
          ? subscription.created_at
          : 'x',
      last_fetched_at: expect.any(String),
      last_result: 'ok',
      last_error: null,
      busy_blocks: 2,
    });
    expect(await subscriptionsOf(me)).toEqual([subscription]);

    const source = `ics:${subscription.id}`;
    expect(await blocksOf(me)).toEqual([
      { source, start: isoOf(hoursAhead(2)), end: isoOf(hoursAhead(3)) },
      { source, start: isoOf(hoursAhead(26)), end: isoOf(hoursAhead(28)) },
    ]);
    const [row] = await rowsOf(me);
    expect(row!.url).not.toContain('secret-token');
    expect(ctx.services.calendarSubscriptions).toBeDefined();
    expect(row).toMatchObject({ etag: '"v1"', failures: 0, masked_url: `${ics.origin}/…` });
    // The fetcher says who it is.
    expect(ics.requestsTo(path)[0]!.headers['user-agent']).toMatch(/Hangtime/);
    // Nothing of the file anywhere in the answer.
    const listed = JSON.stringify(await subscriptionsOf(me));
    for (const secret of ['Dentist', 'Secret Street', 'insurance', 'secret-token'])
      expect(listed).not.toContain(secret);
  });

  it('follows redirects, each one checked again', async () => {
    const me = await user();
    const [first, second, target] = [newPath('hop'), newPath('hop'), newPath('target')];
    ics.set(first, { kind: 'redirect', location: second, status: 301 });
    ics.set(second, { kind: 'redirect', location: ics.url(target), status: 307 });
    ics.set(target, { kind: 'calendar', body: calendarOf([5, 6]) });
    expect((await subscribe(me, ics.url(first))).busy_blocks).toBe(1);
  });

  it.each([
    ['a page that is not there', { kind: 'status', status: 404, body: 'Not found' }, feedMessages.httpStatus(404)],
    [
      'a page that is not a calendar',
      { kind: 'calendar', body: '<!doctype html><p>Sign in</p>', contentType: 'text/html' },
      feedMessages.notCalendar,
    ],
    ['a file over 5 MB', { kind: 'huge', bytes: 6 * 1024 * 1024 }, feedMessages.tooLarge],
    [
      'a redirect to the cloud metadata address',
      { kind: 'redirect', location: 'http://169.254.169.254/latest/meta-data/' },
      feedMessages.refused,
    ],
    [
      'a redirect to another scheme',
      { kind: 'redirect', location: 'ftp://calendar.example.com/a.ics' },
      feedMessages.badRedirect,
    ],
  ] as const)('refuses %s with the reason in words, and stores nothing', async (_label, route, reason) => {
    const me = await user();
    const path = newPath('bad');
    ics.set(path, route);
    expectFieldError(await call(me)('POST', '/api/calendar-subscriptions', { url: ics.url(path) }), 'url', reason);
    expect(await rowsOf(me)).toEqual([]);
    expect(await blocksOf(me)).toEqual([]);
  });

  it('refuses more than five redirects', async () => {
    const me = await user();
    const hops = Array.from({ length: 7 }, () => newPath('loop'));
    hops.forEach((path, index) => ics.set(path, { kind: 'redirect', location: hops[index + 1] ?? hops[0]! }));
    expectFieldError(
      await call(me)('POST', '/api/calendar-subscriptions', { url: ics.url(hops[0]!) }),
      'url',
      feedMessages.tooManyRedirects,
    );
    expect(ics.requests.filter((request) => hops.includes(request.path))).toHaveLength(6);
  });

  it('refuses what is not an address, an address twice, and more than the limit', async () => {
    const me = await user();
    const post = (url: unknown) => call(me)('POST', '/api/calendar-subscriptions', { url });
    expectFieldError(await post(''), 'url', subscriptionMessages.urlRequired);
    expectFieldError(await post('ftp://calendar.example.com/a.ics'), 'url', subscriptionMessages.urlInvalid);
    expectFieldError(await post('not an address'), 'url', subscriptionMessages.urlInvalid);

    const path = newPath('twice');
    ics.set(path, { kind: 'calendar', body: calendarOf([1, 2]) });
    await subscribe(me, ics.url(path));
    const again = await post(`${ics.url(path)}#same`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', error: subscriptionMessages.duplicate });

    for (let count = 1; count < MAX_CALENDAR_SUBSCRIPTIONS; count += 1) {
      const more = newPath('more');
      ics.set(more, { kind: 'calendar', body: calendarOf([1, 2]) });
      await subscribe(me, ics.url(more));
    }
    const over = newPath('over');
    ics.set(over, { kind: 'calendar', body: calendarOf([1, 2]) });
    expectFieldError(await post(ics.url(over)), 'url', subscriptionMessages.tooMany);
    // Refused before any fetch.
    expect(ics.requestsTo(over)).toEqual([]);
    expect(await rowsOf(me)).toHaveLength(MAX_CALENDAR_SUBSCRIPTIONS);
  });

  it('gives up on a server that never answers once the deadline passes, and stores nothing', async () => {
    // The same service as the app's, on the same database, with a deadline of two seconds (a quarter
    // second passed, on a loaded machine, before the request had even reached the silent server).
    const deps = createInfrastructure({
      config: ctx.config,
      database: ctx.database,
      queue: ctx.queue,
      clock: ctx.clock,
      log: silentLogger,
    });
    const service = createCalendarSubscriptionsService({
      deps,
      repository: createCalendarSubscriptionsRepository(ctx.database.db),
      busyBlocks: createBusyBlocksRepository(ctx.database.db),
      fetchLimits: { deadlineMs: 2_000 },
    });
    const me = await user();
    const path = newPath('silent');
    ics.set(path, { kind: 'hang' });
    await expect(service.add(me.user.id, ics.url(path))).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: feedMessages.timeout,
    });
    expect(ics.requestsTo(path)).toHaveLength(1);
    expect(await rowsOf(me)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/calendar-subscriptions',
      payload: { url: 'https://a.example/x' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/calendar-subscriptions/{id}/refresh', () => {
  it('reads the calendar again: new busy times replace the old ones', async () => {
    const me = await user();
    const path = newPath('refresh');
    ics.set(path, { kind: 'calendar', body: calendarOf([2, 3]) });
    const { id } = await subscribe(me, ics.url(path));
    ics.set(path, { kind: 'calendar', body: calendarOf([10, 12], [30, 31]) });
    const response = await call(me)('POST', `/api/calendar-subscriptions/${id}/refresh`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, subscription: { id, busy_blocks: 2, last_result: 'ok' } });
    expect((await blocksOf(me)).map((block) => block.start)).toEqual([isoOf(hoursAhead(10)), isoOf(hoursAhead(30))]);
  });

  it('asks with the ETag, and keeps the busy times when the server answers 304', async () => {
    const me = await user();
    const path = newPath('etag');
    ics.set(path, {
      kind: 'calendar',
      body: calendarOf([2, 3]),
      etag: '"abc"',
      lastModified: 'Mon, 01 Mar 2027 10:00:00 GMT',
    });
    const { id, last_fetched_at: firstFetchedAt } = await subscribe(me, ics.url(path));
    const before = await blocksOf(me);
    ctx.clock.advance(60_000);
    const response = await call(me)('POST', `/api/calendar-subscriptions/${id}/refresh`);
    expect(response.statusCode, response.body).toBe(200);
    const requests = ics.requestsTo(path);
    expect(requests[0]!.headers['if-none-match']).toBeUndefined();
    // The same UTC day as the last read: a conditional request (the first fetch of a UTC day asks for all).
    if (firstFetchedAt!.slice(0, 10) === ctx.clock.now().toISOString().slice(0, 10)) {
      expect(requests[1]!.headers).toMatchObject({
        'if-none-match': '"abc"',
        'if-modified-since': 'Mon, 01 Mar 2027 10:00:00 GMT',
      });
    }
    const [first] = await rowsOf(me);
    expect(response.json().subscription).toMatchObject({ last_result: 'ok', busy_blocks: 1 });
    expect(Date.parse(response.json().subscription.last_fetched_at)).toBe(first!.last_fetched_at!.getTime());
    expect(first!.last_fetched_at!.getTime() - Date.parse(firstFetchedAt!)).toBeGreaterThanOrEqual(60_000);
    expect(await blocksOf(me)).toEqual(before);
  });

  it('records a calendar that cannot be read, keeps its busy times, backs off, and resets on success', async () => {
    const me = await user();
    const path = newPath('flaky');
    ics.set(path, { kind: 'calendar', body: calendarOf([2, 3]) });
    const { id } = await subscribe(me, ics.url(path));
    ics.set(path, { kind: 'status', status: 503 });

    const first = await call(me)('POST', `/api/calendar-subscriptions/${id}/refresh`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().subscription).toMatchObject({
      last_result: 'error',
      last_error: feedMessages.httpStatus(503),
      busy_blocks: 1,
    });
    const nowMs = ctx.clock.now().getTime();
    let [row] = await rowsOf(me);
    expect(row!.failures).toBe(1);
    expect(row!.next_fetch_at!.getTime() - nowMs).toBeGreaterThanOrEqual(30 * 60_000 - 5_000);
    expect(row!.next_fetch_at!.getTime() - nowMs).toBeLessThanOrEqual(30 * 60_000);

    await call(me)('POST', `/api/calendar-subscriptions/${id}/refresh`);
    [row] = await rowsOf(me);
    expect(row!.failures).toBe(2);
    expect(row!.next_fetch_at!.getTime() - ctx.clock.now().getTime()).toBeGreaterThan(59 * 60_000);

    ics.set(path, { kind: 'calendar', body: calendarOf([4, 5]) });
    const healed = await call(me)('POST', `/api/calendar-subscriptions/${id}/refresh`);
    expect(healed.json().subscription).toMatchObject({ last_result: 'ok', last_error: null });
    [row] = await rowsOf(me);
    expect(row!.failures).toBe(0);
  });

  it('limits fetches per person', async () => {
    const me = await user();
    const missing = '00000000-0000-4000-8000-000000000000';
    for (let attempt = 0; attempt < FETCHES_PER_HOUR; attempt += 1) {
      expectNotFound(await call(me)('POST', `/api/calendar-subscriptions/${missing}/refresh`));
    }
    const limited = await call(me)('POST', `/api/calendar-subscriptions/${missing}/refresh`);
    expect(limited.statusCode).toBe(429);
    // Another person's fetches are their own.
    expectNotFound(await call(await user())('POST', `/api/calendar-subscriptions/${missing}/refresh`));
  });
});

describe('DELETE /api/calendar-subscriptions/{id}', () => {
  it('removes the subscription and every busy block it gave', async () => {
    const me = await user();
    const path = newPath('remove');
    ics.set(path, { kind: 'calendar', body: calendarOf([2, 3], [5, 6]) });
    const { id } = await subscribe(me, ics.url(path));
    const response = await call(me)('DELETE', `/api/calendar-subscriptions/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: feedMessages.removed });
    expect(await subscriptionsOf(me)).toEqual([]);
    expect(await blocksOf(me)).toEqual([]);
    expectNotFound(await call(me)('DELETE', `/api/calendar-subscriptions/${id}`));
  });
});

describe('another person’s subscription', () => {
  it('answers 404 exactly like a missing one, and is in nobody else’s list', async () => {
    const [owner, stranger] = [await user(), await user()];
    const path = newPath('owned');
    ics.set(path, { kind: 'calendar', body: calendarOf([2, 3]) });
    const { id } = await subscribe(owner, ics.url(path));
    const missing = '00000000-0000-4000-8000-000000000001';
    for (const [method, suffix] of [
      ['POST', '/refresh'],
      ['DELETE', ''],
    ] as const) {
      const theirs = await call(stranger)(method, `/api/calendar-subscriptions/${id}${suffix}`);
      const nobodys = await call(stranger)(method, `/api/calendar-subscriptions/${missing}${suffix}`);
      expectNotFound(theirs);
      expect(theirs.json()).toEqual(nobodys.json());
    }
    expect(await subscriptionsOf(stranger)).toEqual([]);
    expect(await subscriptionsOf(owner)).toHaveLength(1);
    expect(ics.requestsTo(path)).toHaveLength(1);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/calendar-subscriptions' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the periodic refresh', () => {
  it('refreshes every due subscription through the queue; a failing one records its error and backs off, the others go on', async () => {
    const me = await user();
    const [good, bad] = [newPath('job-good'), newPath('job-bad')];
    ics.set(good, { kind: 'calendar', body: calendarOf([2, 3]) });
    ics.set(bad, { kind: 'calendar', body: calendarOf([2, 3]) });
    const goodOne = await subscribe(me, ics.url(good));
    const badOne = await subscribe(me, ics.url(bad));
    ics.set(good, { kind: 'calendar', body: calendarOf([7, 8], [9, 10]) });
    ics.set(bad, { kind: 'status', status: 500 });

    // Not due yet: the run leaves them alone.
    expect(await ctx.services.calendarSubscriptions.listDue()).not.toContain(goodOne.id);
    ctx.clock.advance(30 * 60_000);
    const due = await ctx.services.calendarSubscriptions.listDue();
    expect(due).toEqual(expect.arrayContaining([goodOne.id, badOne.id]));

    await ctx.queue.send(SUBSCRIPTIONS_DUE_QUEUE, {});
    const ranAt = ctx.clock.now().getTime();
    await waitUntil(async () => {
      const rows = new Map((await rowsOf(me)).map((row) => [row.id, row]));
      return (rows.get(goodOne.id)!.last_fetched_at?.getTime() ?? 0) >= ranAt && rows.get(badOne.id)!.failures === 1;
    }, 'both subscriptions refreshed by the job');

    const byId = new Map((await subscriptionsOf(me)).map((entry) => [entry.id, entry]));
    expect(byId.get(goodOne.id)).toMatchObject({ last_result: 'ok', busy_blocks: 2 });
    expect(byId.get(badOne.id)).toMatchObject({
      last_result: 'error',
      last_error: feedMessages.httpStatus(500),
      busy_blocks: 1,
    });
    const [badRow] = await ctx.database.db
      .select()
      .from(calendarSubscriptions)
      .where(and(eq(calendarSubscriptions.id, badOne.id)));
    // Its first failure waits one interval like a success; each further one waits twice as long
    // (see the refresh test above).
    expect(badRow!.failures).toBe(1);
    expect(badRow!.next_fetch_at!.getTime()).toBeGreaterThanOrEqual(ranAt + 30 * 60_000);
  });
});
