// Syncing Google calendars into busy blocks (behaviour.md §10), through the real client against a
// local fake of the Calendar API: pages, recurring and all-day events, what is not busy, sync
// tokens, a 410 restart, token renewal, 429 backoff, a revoked grant, and disconnecting.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { busyBlocks, googleCalendarLinks } from '../src/db/schema';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { startFakeGoogle, type FakeEvent, type FakeGoogle } from './helpers/fake-google';
import { connectGoogle, googleCalendarOf } from './helpers/google';
import { callerOf, expectNotFound } from './helpers/schedule';

const HOUR = 3_600_000;
/** A week from now at a whole hour: every event of the fake lies ahead of the app's clock. */
const base = new Date(Math.ceil((Date.now() + 7 * 24 * HOUR) / HOUR) * HOUR);
const at = (hours: number) => new Date(base.getTime() + hours * HOUR).toISOString();
const SINGLES = 300;
const WEEKS = 10;

let google: FakeGoogle;
let ctx: TestContext;
let weekly: string[];

function single(index: number, fields: Partial<FakeEvent> = {}): FakeEvent {
  return {
    id: `single${String(index).padStart(4, '0')}`,
    summary: `Dentist appointment ${index}`,
    location: '12 Secret Street',
    start: { dateTime: at(index * 3) },
    end: { dateTime: at(index * 3 + 1) },
    ...fields,
  };
}

beforeAll(async () => {
  google = await startFakeGoogle();
  google.addCalendar({
    id: 'me@gmail.com',
    summary: 'me@gmail.com',
    timeZone: 'America/New_York',
    primary: true,
    accessRole: 'owner',
  });
  google.addCalendar({
    id: 'en.usa#holiday',
    summary: 'Holidays in United States',
    timeZone: 'UTC',
    accessRole: 'reader',
  });
  google.addCalendar({ id: 'family-id', summary: 'Family', timeZone: 'Europe/London', accessRole: 'writer' });
  for (let index = 0; index < SINGLES; index += 1) google.putEvent('me@gmail.com', single(index));
  weekly = google.putWeekly('me@gmail.com', 'therapy', new Date(at(1)), 50, WEEKS);
  google.putEvent('me@gmail.com', {
    id: 'conference',
    summary: 'Conference',
    start: { date: '2031-05-05' },
    end: { date: '2031-05-07' },
  });
  // Not busy: free ("transparent"), declined by the person, already over.
  google.putEvent('me@gmail.com', single(9001, { id: 'free-lunch', transparency: 'transparent' }));
  google.putEvent(
    'me@gmail.com',
    single(9002, { id: 'declined', attendees: [{ email: 'me@gmail.com', self: true, responseStatus: 'declined' }] }),
  );
  google.putEvent('me@gmail.com', {
    id: 'past',
    start: { dateTime: '2020-01-01T10:00:00Z' },
    end: { dateTime: '2020-01-01T11:00:00Z' },
  });
  google.putEvent('en.usa#holiday', { id: 'thanksgiving', start: { date: '2031-11-27' }, end: { date: '2031-11-28' } });
  google.putEvent('family-id', { id: 'family-dinner', start: { dateTime: at(2) }, end: { dateTime: at(4) } });
  ctx = await createTestApp({ env: google.env, withWorkers: false });
});
afterAll(async () => {
  await ctx.close();
  await google.close();
});
beforeEach(() => {
  google.restoreGrant();
});

async function blocksOf(person: RegisteredUser) {
  return ctx.database.db.select().from(busyBlocks).where(eq(busyBlocks.user_id, person.user.id));
}
const syncAll = (person: RegisteredUser) => callerOf(ctx, person)('POST', '/api/google-calendar/sync-all');
async function syncPrimary(person: RegisteredUser) {
  const primary = await googleCalendarOf(ctx, person, 'me@gmail.com');
  return callerOf(ctx, person)('POST', '/api/google-calendar/sync', { calendar_id: primary.id });
}

/** A person connected and synced in full: 300 singles + 10 weekly instances + 1 all-day event. */
async function syncedPerson(): Promise<RegisteredUser> {
  const person = await createVerifiedUser(ctx);
  await connectGoogle(ctx, google, person);
  const response = await syncAll(person);
  expect(response.json()).toEqual({ success: true, imported: SINGLES + WEEKS + 1 });
  return person;
}

describe('syncing Google calendars', () => {
  it('imports start and end of each busy event, page by page, from the person’s own calendars only', async () => {
    const ana = await createVerifiedUser(ctx);
    await connectGoogle(ctx, google, ana);
    const requestsBefore = google.eventsRequests.length;
    expect((await syncAll(ana)).json()).toEqual({ success: true, imported: SINGLES + WEEKS + 1 });

    // 311 instances at 250 a page: two pages of the primary calendar, nothing of the others.
    const requests = google.eventsRequests.slice(requestsBefore);
    expect(requests.map((request) => [request.calendarId, request.syncToken, request.pageToken !== null])).toEqual([
      ['me@gmail.com', null, false],
      ['me@gmail.com', null, true],
    ]);
    const primary = await googleCalendarOf(ctx, ana, 'me@gmail.com');
    expect(primary).toMatchObject({ selected: true, last_error: null });
    expect(primary.last_synced_at).not.toBeNull();
    expect(await googleCalendarOf(ctx, ana, 'en.usa#holiday')).toMatchObject({ selected: false, last_synced_at: null });
    expect(await googleCalendarOf(ctx, ana, 'family-id')).toMatchObject({ selected: false });

    const blocks = await blocksOf(ana);
    expect(blocks).toHaveLength(SINGLES + WEEKS + 1);
    const byId = new Map(blocks.map((block) => [block.external_id, block]));
    expect(byId.get(weekly[3]!)).toMatchObject({
      start_time: new Date(new Date(at(1)).getTime() + 3 * 7 * 24 * HOUR),
      end_time: new Date(new Date(at(1)).getTime() + 3 * 7 * 24 * HOUR + 50 * 60_000),
    });
    // All day in the calendar's zone (New York): 04:00 UTC to 04:00 UTC two days later.
    expect(byId.get('conference')).toMatchObject({
      start_time: new Date('2031-05-05T04:00:00Z'),
      end_time: new Date('2031-05-07T04:00:00Z'),
    });
    for (const notBusy of ['free-lunch', 'declined', 'past']) expect(byId.has(notBusy)).toBe(false);
    // When, and nothing else: no title or place anywhere in the rows.
    expect(JSON.stringify(blocks)).not.toMatch(/Dentist|Secret Street|therapy appointment/i);
  });

  it('then asks only for what changed: moved, cancelled and new events, by the sync token', async () => {
    const ben = await syncedPerson();
    google.putEvent('me@gmail.com', single(5, { start: { dateTime: at(2000) }, end: { dateTime: at(2002) } }));
    google.cancelEvent('me@gmail.com', weekly[0]!);
    google.putEvent('me@gmail.com', single(7777));
    const requestsBefore = google.eventsRequests.length;

    expect((await syncPrimary(ben)).json()).toEqual({ success: true, imported: 2 });
    const [incremental] = google.eventsRequests.slice(requestsBefore);
    expect(incremental!.syncToken).toMatch(/^v\d+$/);

    const byId = new Map((await blocksOf(ben)).map((block) => [block.external_id, block]));
    expect(byId.size).toBe(SINGLES + WEEKS + 1);
    expect(byId.get('single0005')).toMatchObject({ start_time: new Date(at(2000)), end_time: new Date(at(2002)) });
    expect(byId.has(weekly[0]!)).toBe(false);
    expect(byId.has('single7777')).toBe(true);
    // Undo for the next tests, which count on the calendar as it was.
    google.putEvent('me@gmail.com', single(5));
    google.putEvent('me@gmail.com', {
      ...single(0),
      id: weekly[0]!,
      start: { dateTime: at(1) },
      end: { dateTime: new Date(new Date(at(1)).getTime() + 50 * 60_000).toISOString() },
    });
    google.cancelEvent('me@gmail.com', 'single7777');
  });

  it('starts again in full when Google says the sync token expired (410), dropping what is gone', async () => {
    const cleo = await syncedPerson();
    google.putEvent('me@gmail.com', single(8888));
    await syncPrimary(cleo);
    google.cancelEvent('me@gmail.com', 'single8888');
    google.expireSyncTokens();
    const requestsBefore = google.eventsRequests.length;

    const response = await syncPrimary(cleo);
    expect(response.statusCode, response.body).toBe(200);
    const requests = google.eventsRequests.slice(requestsBefore);
    expect(requests[0]).toMatchObject({ answered: 410 });
    expect(requests[1]).toMatchObject({ syncToken: null, pageToken: null, answered: 200 });
    const ids = new Set((await blocksOf(cleo)).map((block) => block.external_id));
    expect(ids.has('single8888')).toBe(false);
    expect(ids.size).toBe(SINGLES + WEEKS + 1);
  });

  it('renews the access token when it has expired, and when Google stops taking it (401)', async () => {
    const dan = await syncedPerson();
    const grantsBefore = google.refreshGrants();
    ctx.clock.advance(2 * HOUR);
    try {
      expect((await syncPrimary(dan)).statusCode).toBe(200);
      expect(google.refreshGrants()).toBe(grantsBefore + 1);
    } finally {
      ctx.clock.reset();
    }
    google.invalidateAccessTokens();
    const requestsBefore = google.eventsRequests.length;
    expect((await syncPrimary(dan)).statusCode).toBe(200);
    expect(google.refreshGrants()).toBe(grantsBefore + 2);
    expect(google.eventsRequests.slice(requestsBefore).map((request) => request.answered)).toEqual([401, 200]);
    // The renewed token is kept, sealed; Google's refresh token stays what it was.
    const [link] = await ctx.database.db
      .select()
      .from(googleCalendarLinks)
      .where(eq(googleCalendarLinks.user_id, dan.user.id));
    expect(link!.refresh_token).toMatch(/^v1\./);
  });

  it('waits and tries again while Google is busy (429), and says so when it stays busy', async () => {
    const eve = await syncedPerson();
    google.answerTooManyRequests(2);
    expect((await syncPrimary(eve)).statusCode).toBe(200);

    google.answerTooManyRequests(4);
    const busy = await syncPrimary(eve);
    expect(busy.statusCode).toBe(503);
    expect(busy.json().error).toBe('Google Calendar did not answer. Please try again in a few minutes.');
    expect(await googleCalendarOf(ctx, eve, 'me@gmail.com')).toMatchObject({
      last_error: 'Google Calendar did not answer. Please try again in a few minutes.',
    });
    expect((await syncPrimary(eve)).statusCode).toBe(200);
    expect((await googleCalendarOf(ctx, eve, 'me@gmail.com')).last_error).toBeNull();
  });

  it('asks the person to reconnect when the grant was revoked, and reconnecting brings the calendars back', async () => {
    const fay = await syncedPerson();
    google.revokeGrant();
    const refused = await syncPrimary(fay);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'Google Calendar access was revoked or has expired. Reconnect Google Calendar to sync again.',
    );
    const status = (await callerOf(ctx, fay)('GET', '/api/google-calendar/status')).json();
    expect(status).toMatchObject({ connected: false, state: 'reconnect' });
    expect((await syncAll(fay)).statusCode).toBe(409);

    google.restoreGrant();
    await connectGoogle(ctx, google, fay);
    expect((await callerOf(ctx, fay)('GET', '/api/google-calendar/status')).json()).toMatchObject({
      connected: true,
      state: 'connected',
    });
    expect((await syncPrimary(fay)).statusCode).toBe(200);
  });

  it('disconnects one calendar (its blocks go), and the last one ends the link: grant revoked, tokens and blocks deleted', async () => {
    const gus = await syncedPerson();
    const family = await googleCalendarOf(ctx, gus, 'family-id');
    expect((await callerOf(ctx, gus)('POST', '/api/google-calendar/sync', { calendar_id: family.id })).json()).toEqual({
      success: true,
      imported: 1,
    });
    const familySource = `google:${family.id}`;
    const disconnectFamily = await callerOf(ctx, gus)('DELETE', `/api/google-calendar/disconnect/${family.id}`);
    expect(disconnectFamily.json()).toEqual({ success: true, message: 'Calendar disconnected' });
    expect(await ctx.database.db.select().from(busyBlocks).where(eq(busyBlocks.source, familySource))).toEqual([]);
    expect(await blocksOf(gus)).toHaveLength(SINGLES + WEEKS + 1);

    const revocationsBefore = google.revocations();
    const primary = await googleCalendarOf(ctx, gus, 'me@gmail.com');
    const last = await callerOf(ctx, gus)('DELETE', `/api/google-calendar/disconnect/${primary.id}`);
    expect(last.json()).toEqual({ success: true, message: 'Google Calendar disconnected' });
    expect(google.revocations()).toBe(revocationsBefore + 1);
    expect(await blocksOf(gus)).toEqual([]);
    expect(
      await ctx.database.db.select().from(googleCalendarLinks).where(eq(googleCalendarLinks.user_id, gus.user.id)),
    ).toEqual([]);
    expect((await callerOf(ctx, gus)('GET', '/api/google-calendar/status')).json()).toEqual({
      available: true,
      connected: false,
      state: null,
      calendars: [],
    });
  });

  it('never syncs or disconnects another person’s calendar', async () => {
    const hal = await syncedPerson();
    const ida = await syncedPerson();
    const halsPrimary = await googleCalendarOf(ctx, hal, 'me@gmail.com');
    for (const response of [
      await callerOf(ctx, ida)('POST', '/api/google-calendar/sync', { calendar_id: halsPrimary.id }),
      await callerOf(ctx, ida)('DELETE', `/api/google-calendar/disconnect/${halsPrimary.id}`),
      await callerOf(ctx, ida)('POST', '/api/google-calendar/sync', { calendar_id: 'not-a-uuid' }),
    ]) {
      expectNotFound(response);
      expect(response.json().error).toBe('Calendar not found');
    }
    const halsBlocks = await ctx.database.db
      .select()
      .from(busyBlocks)
      .where(and(eq(busyBlocks.user_id, hal.user.id), like(busyBlocks.source, 'google:%')));
    expect(halsBlocks).toHaveLength(SINGLES + WEEKS + 1);
  });
});
