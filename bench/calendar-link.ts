// The calendar link's budgets (issue 24): a first Google sync of 5,000 events (250 a page,
// recurring instances among them) and an incremental sync of 10 changes, through the real client
// against the local fake of the Calendar API; and find-us-time when everyone holds 500 imported
// busy blocks. (The 5 MB ICS file: calendar-file.ts.)
import { eq } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { busyBlocks, friendships } from '../apps/server/src/db/schema';
import { startFakeGoogle, type FakeGoogle } from '../apps/server/test/helpers/fake-google';
import { measureAtRate } from './load';

export const HOUR = 3_600_000;
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

export async function timed(run: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await run();
  if (!response.ok) throw new Error(`sync answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

/** Peak heap growth over a call, sampled every 20 ms. */
export async function withPeakHeap<T>(run: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
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
