// The calendar link's budgets (issue 24): a first Google sync of 5,000 events (250 a page,
// recurring instances among them) and an incremental sync of 10 changes, through the real client
// against the local fake of the Calendar API; the first fetch of a 5 MB ICS file with recurrences;
// and find-us-time when everyone holds 500 imported busy blocks.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { busyBlocks, friendships } from '../apps/server/src/db/schema';
import { startFakeGoogle, type FakeGoogle } from '../apps/server/test/helpers/fake-google';
import { measureAtRate } from './load';

const HOUR = 3_600_000;
export const GOOGLE_EVENTS = 5000;
export const BLOCKS_PER_PERSON = 500;
export const BLOCKS_HORIZON_DAYS = 100;
const SERIES = 50;
const WEEKS = 20;
const CALENDAR = 'bench@gmail.com';

export type Account = { token: string; userId: string };

/** The fake Google with one calendar of 5,000 events: 4,000 one-offs and 50 weekly series of 20 instances. */
export async function startBenchGoogle(): Promise<FakeGoogle> {
  const google = await startFakeGoogle();
  google.addCalendar({
    id: CALENDAR,
    summary: CALENDAR,
    timeZone: 'America/New_York',
    primary: true,
    accessRole: 'owner',
  });
  const start = Math.ceil((Date.now() + 24 * HOUR) / HOUR) * HOUR;
  for (let index = 0; index < GOOGLE_EVENTS - SERIES * WEEKS; index += 1) {
    const at = start + (index % 2000) * 2 * HOUR + Math.floor(index / 2000) * 15 * 60_000;
    google.putEvent(CALENDAR, {
      id: `one${index}`,
      summary: 'Busy',
      start: { dateTime: new Date(at).toISOString() },
      end: { dateTime: new Date(at + HOUR).toISOString() },
    });
  }
  for (let series = 0; series < SERIES; series += 1) {
    google.putWeekly(CALENDAR, `series${series}`, new Date(start + series * 3 * HOUR), 45, WEEKS);
  }
  return google;
}

async function connect(address: string, google: FakeGoogle, account: Account) {
  const headers = { authorization: `Bearer ${account.token}` };
  const auth = (await (await fetch(`${address}/api/google-calendar/auth`, { headers })).json()) as {
    data: { auth_url: string };
  };
  const back = await google.consent(auth.data.auth_url);
  const callback = await fetch(`${address}${back}`, { redirect: 'manual' });
  if (!callback.headers.get('location')?.includes('success=true'))
    throw new Error('the bench could not connect Google');
}

async function timed(run: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await run();
  if (!response.ok) throw new Error(`sync answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

/** Peak heap growth over a call, sampled every 20 ms. */
async function withPeakHeap<T>(run: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 20);
  try {
    const result = await run();
    return { result, peakMb: (Math.max(peak, process.memoryUsage().heapUsed) - before) / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

export type GoogleSyncMeasures = { firstSync: number[]; incremental: number[]; peakHeapMb: number };

/** Three first syncs (each a new person) and ten incremental syncs of ten changed events. */
export async function measureGoogleSync(
  address: string,
  google: FakeGoogle,
  newAccount: () => Promise<Account>,
): Promise<GoogleSyncMeasures> {
  const firstSync: number[] = [];
  let peakHeapMb = 0;
  let account: Account | undefined;
  for (let run = 0; run < 3; run += 1) {
    account = await newAccount();
    await connect(address, google, account);
    const headers = { authorization: `Bearer ${account.token}` };
    const { result, peakMb } = await withPeakHeap(() =>
      timed(() => fetch(`${address}/api/google-calendar/sync-all`, { method: 'POST', headers })),
    );
    firstSync.push(result);
    peakHeapMb = Math.max(peakHeapMb, peakMb);
  }
  const headers = { authorization: `Bearer ${account!.token}`, 'content-type': 'application/json' };
  const calendars = (await (await fetch(`${address}/api/google-calendar/calendars`, { headers })).json()) as {
    calendars: Array<{ id: string }>;
  };
  const body = JSON.stringify({ calendar_id: calendars.calendars[0]!.id });
  const incremental: number[] = [];
  for (let round = 0; round < 10; round += 1) {
    for (let change = 0; change < 10; change += 1) {
      const at = Date.now() + (48 + round * 10 + change) * HOUR;
      google.putEvent(CALENDAR, {
        id: `one${round * 10 + change}`,
        start: { dateTime: new Date(at).toISOString() },
        end: { dateTime: new Date(at + HOUR).toISOString() },
      });
    }
    incremental.push(
      await timed(() => fetch(`${address}/api/google-calendar/sync`, { method: 'POST', headers, body })),
    );
  }
  return { firstSync: firstSync.sort((a, b) => a - b), incremental: incremental.sort((a, b) => a - b), peakHeapMb };
}

/**
 * 500 imported busy blocks for the planner and each friend: half-hour blocks on random quarters
 * over the next 100 days (the horizon an ICS subscription is expanded to), so about 70 fall in the
 * 14 days find-us-time searches.
 */
export async function seedImportedBusyTime(database: Database, plannerId: string): Promise<void> {
  const friends = await database.db
    .select({ id: friendships.friend_id })
    .from(friendships)
    .where(eq(friendships.user_id, plannerId));
  const now = Date.now();
  const quarter = 15 * 60_000;
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  for (const person of [plannerId, ...friends.map((friend) => friend.id)]) {
    const rows = Array.from({ length: BLOCKS_PER_PERSON }, () => {
      const start = Math.floor((now + random() * BLOCKS_HORIZON_DAYS * 24 * HOUR) / quarter) * quarter;
      return {
        user_id: person,
        source: `ics:bench-${person}`,
        start_time: new Date(start),
        end_time: new Date(start + 2 * quarter),
      };
    });
    await database.db.insert(busyBlocks).values(rows);
  }
}

/** find-us-time at 20/s once everyone holds imported busy blocks. */
export async function measureFindUsTimeWithBlocks(address: string, token: string): Promise<number[]> {
  const spec = {
    url: `${address}/api/find-us-time`,
    method: 'POST' as const,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  };
  await measureAtRate({ ...spec, count: 40, perSecond: 20 });
  return measureAtRate({ ...spec, count: 400, perSecond: 20 });
}

// ── ICS subscriptions ────────────────────────────────────────────────────────────────────────────

export const ICS_BYTES = 5 * 1024 * 1024 - 64 * 1024;
const SERIES_IN_FILE = 500;

const icsStamp = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const icsLocal = (instant: number) => icsStamp(instant).replace('Z', '');

/**
 * A calendar file just under the 5 MB cap, as a busy person's export looks: 500 weekly series in
 * New York time (each with two dates off and one instance moved), and a year of one-off events
 * around today filling the rest.
 */
export function buildBenchCalendar(): string {
  const now = Date.now();
  const day = 24 * HOUR;
  const padding = 'Agenda: review, planning, follow-ups and notes for the team. '.repeat(2);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hangtime bench//EN',
    'BEGIN:VTIMEZONE',
    'TZID:America/New_York',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:-0500',
    'TZOFFSETTO:-0400',
    'DTSTART:20070311T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:-0400',
    'TZOFFSETTO:-0500',
    'DTSTART:20071104T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
  for (let series = 0; series < SERIES_IN_FILE; series += 1) {
    const first = Math.floor((now - 180 * day + series * 7 * HOUR) / HOUR) * HOUR;
    const event = (extra: string[]) => [
      'BEGIN:VEVENT',
      `UID:series-${series}@bench`,
      `DTSTAMP:${icsStamp(now)}`,
      'SUMMARY:Weekly sync',
      `DESCRIPTION:${padding}`,
      ...extra,
      'END:VEVENT',
    ];
    lines.push(
      ...event([
        `DTSTART;TZID=America/New_York:${icsLocal(first)}`,
        `DTEND;TZID=America/New_York:${icsLocal(first + HOUR)}`,
        'RRULE:FREQ=WEEKLY;COUNT=52',
        `EXDATE;TZID=America/New_York:${icsLocal(first + 28 * 7 * day)}`,
        `EXDATE;TZID=America/New_York:${icsLocal(first + 30 * 7 * day)}`,
      ]),
      ...event([
        `RECURRENCE-ID;TZID=America/New_York:${icsLocal(first + 29 * 7 * day)}`,
        `DTSTART;TZID=America/New_York:${icsLocal(first + 29 * 7 * day + 2 * HOUR)}`,
        `DTEND;TZID=America/New_York:${icsLocal(first + 29 * 7 * day + 3 * HOUR)}`,
      ]),
    );
  }
  let size = lines.join('\r\n').length;
  for (let index = 0; size < ICS_BYTES; index += 1) {
    const start = Math.floor((now - 265 * day + (index % 365) * day + (index % 7) * 2 * HOUR) / HOUR) * HOUR;
    const event = [
      'BEGIN:VEVENT',
      `UID:one-${index}@bench`,
      `DTSTAMP:${icsStamp(now)}`,
      `DTSTART:${icsStamp(start)}`,
      `DTEND:${icsStamp(start + HOUR)}`,
      `SUMMARY:Meeting ${index}`,
      `DESCRIPTION:${padding}`,
      'END:VEVENT',
    ];
    size += event.join('\r\n').length + 2;
    lines.push(...event);
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

/** Serves the bench calendar on loopback; its address, and how to stop it. */
export async function serveBenchCalendar(): Promise<{ url: string; bytes: number; close(): Promise<void> }> {
  const body = buildBenchCalendar();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/private/bench.ics`,
    bytes: Buffer.byteLength(body),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Three first fetches of the 5 MB file (each by a new person): fetched, parsed and stored, as adding it does. */
export async function measureIcsFirstSync(
  address: string,
  url: string,
  newAccount: () => Promise<Account>,
): Promise<{ timings: number[]; peakHeapMb: number }> {
  const timings: number[] = [];
  let peakHeapMb = 0;
  for (let run = 0; run < 3; run += 1) {
    const account = await newAccount();
    const headers = { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' };
    const { result, peakMb } = await withPeakHeap(() =>
      timed(() =>
        fetch(`${address}/api/calendar-subscriptions`, { method: 'POST', headers, body: JSON.stringify({ url }) }),
      ),
    );
    timings.push(result);
    peakHeapMb = Math.max(peakHeapMb, peakMb);
  }
  return { timings: timings.sort((a, b) => a - b), peakHeapMb };
}
