// npm run bench: seeds accounts, measures the account calls over HTTP, prints medians and p99s
// beside the budgets of quality.md. A benchmark, not a test: nothing here fails a build.
import { randomBytes, randomUUID } from 'node:crypto';
import { buildApp } from '../apps/server/src/app';
import { composeServices } from '../apps/server/src/composition';
import { createInfrastructure } from '../apps/server/src/deps';
import { parseConfig } from '../apps/server/src/config';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { startQueue } from '../apps/server/src/jobs/queue';
import pino from 'pino';
import { existsSync } from 'node:fs';
import { measureBundle } from './bundle-size';
import { sql } from 'drizzle-orm';
import { withFreshDatabase } from '../scripts/fresh-postgres.mjs';
import { seedCalendarMonth } from './calendar';
import { measureAtRate } from './load';
import { benchEngine } from './engine';
import { FRIENDS, measureScheduling, seedSchedulingWorld } from './scheduling';
import { benchVenues } from './venues';
import { measureFindLocations, PLACES_PARTICIPANTS, seedPlacesWorld } from './places';
import {
  BLOCKS_HORIZON_DAYS,
  BLOCKS_PER_PERSON,
  GOOGLE_EVENTS,
  measureFindUsTimeWithBlocks,
  measureGoogleSync,
  seedImportedBusyTime,
  startBenchGoogle,
} from './calendar-link';
import { measureIcsFirstSync, serveBenchCalendar } from './calendar-file';
import { measureMailDrain, printMailDrain } from './mail-drain';

const silentLogger = pino({ level: 'silent' });

type Row = { what: string; database: string; p50: number; p99: number; budget: string };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * A database in its steady state after seeding: with planner statistics, as PostgreSQL's
 * autovacuum (within a minute or so of a burst of writes) and the app's cleanup job on PGlite
 * (within 15 minutes) keep them, rather than the plans of tables that look empty.
 */
async function settle(database: Database) {
  if (database.kind === 'pglite') await database.refreshStatistics();
  else await database.db.execute(sql`ANALYZE`);
}

/** A real account, signed up over HTTP as a person would. */
async function registerBenchUser(address: string, termsId: number, password: string, timezone: string) {
  const email = `bench.${randomUUID().slice(0, 8)}@bench.test`;
  const registered = await fetch(`${address}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: 'Mark',
      email,
      phone_number: `+1212${String(2_000_000 + Math.floor(Math.random() * 7_000_000))}`,
      password,
      birthday: '1990-01-01',
      terms_accepted: true,
      terms_id: termsId,
      timezone,
    }),
  });
  const { access_token: token, user } = (await registered.json()) as { access_token: string; user: { id: string } };
  return { email, token, userId: user.id };
}

async function benchOn(database: Database, label: string): Promise<Row[]> {
  await database.migrate();
  const queue = await startQueue(database, silentLogger);
  const google = await startBenchGoogle();
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTO_VERIFIED_EMAIL_DOMAINS: 'bench.test',
    WEB_DIST_DIR: '/none',
    SECRET_KEY: randomBytes(32).toString('hex'),
    // The bench's calendar file is served from this machine.
    ICS_ALLOW_PRIVATE: 'true',
    ...google.env,
  });
  const deps = createInfrastructure({
    config,
    database,
    queue,
    log: silentLogger,
    rateLimits: {
      globalPerMinute: 1_000_000,
      authPer15Minutes: 1_000_000,
      hangoutsPerHour: 1_000_000,
      findLocationsPerHour: 1_000_000,
      keyPrefix: `bench-${randomUUID()}`,
    },
  });
  const app = await buildApp({ deps, services: composeServices(deps), logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const terms = (await (await fetch(`${address}/api/terms`)).json()) as { data: { terms: { id: number } } };
  const password = 'bench password 1';
  const { email, token } = await registerBenchUser(address, terms.data.terms.id, password, 'UTC');

  const login = await measureAtRate({
    url: `${address}/api/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
    count: 100,
    perSecond: 20,
  });
  const me = await measureAtRate({
    url: `${address}/api/auth/me`,
    headers: { authorization: `Bearer ${token}` },
    count: 600,
    perSecond: 100,
  });
  const monthUrl = await seedCalendarMonth(address, token);
  await settle(database);
  const monthResponse = await fetch(monthUrl, { headers: { authorization: `Bearer ${token}` } });
  const gzippedKb = Number(monthResponse.headers.get('content-length')) / 1024;
  const monthAnswer = await monthResponse.text();
  const instances = (JSON.parse(monthAnswer) as { events: unknown[] }).events.length;
  console.log(
    `${label}: the month's answer holds ${instances} instances in ${(monthAnswer.length / 1024).toFixed(0)} KB (${gzippedKb.toFixed(0)} KB gzipped)`,
  );
  const read = (perSecond: number, count: number, headers: Record<string, string> = {}) =>
    measureAtRate({ url: monthUrl, headers: { authorization: `Bearer ${token}`, ...headers }, count, perSecond });
  // Once to warm what a running server has warm (the recurrence cache, the pool's connections).
  await read(10, 200);
  // Compressed and uncompressed in turns, so a drift of the machine's speed touches both alike.
  const monthAt10: number[] = [];
  const monthUncompressed: number[] = [];
  for (let turn = 0; turn < 4; turn += 1) {
    monthAt10.push(...(await read(10, 50)));
    monthUncompressed.push(...(await read(10, 50, { 'accept-encoding': 'identity' })));
  }
  monthAt10.sort((a, b) => a - b);
  monthUncompressed.sort((a, b) => a - b);
  const monthAt50 = await read(50, 1000);

  const planner = await registerBenchUser(address, terms.data.terms.id, password, 'America/New_York');
  await seedSchedulingWorld(database, planner.userId, 'America/New_York');
  await settle(database);
  const scheduling = await measureScheduling(database, address, planner.token);
  console.log(
    `${label}: find-us-time answers ${scheduling.slots} slots for 1 + ${FRIENDS} friends in ${scheduling.findUsTimeQueries} queries`,
  );
  const findLocations = await measureFindLocations(
    address,
    planner.token,
    await seedPlacesWorld(database, planner.userId),
  );
  await seedImportedBusyTime(database, planner.userId);
  await settle(database);
  const findUsTimeWithBlocks = await measureFindUsTimeWithBlocks(address, planner.token);
  const googleSync = await measureGoogleSync(address, google, () =>
    registerBenchUser(address, terms.data.terms.id, password, 'America/New_York'),
  );
  console.log(
    `${label}: a first Google sync of ${GOOGLE_EVENTS} events grew the heap by at most ${googleSync.peakHeapMb.toFixed(0)} MB`,
  );
  const calendarFile = await serveBenchCalendar();
  const icsSync = await measureIcsFirstSync(address, calendarFile.url, () =>
    registerBenchUser(address, terms.data.terms.id, password, 'America/New_York'),
  );
  await calendarFile.close();
  console.log(
    `${label}: a first fetch of the ${(calendarFile.bytes / 1024 / 1024).toFixed(1)} MB calendar file grew the heap by at most ${icsSync.peakHeapMb.toFixed(0)} MB`,
  );
  await app.close();
  await queue.stop();
  await google.close();
  await database.close();
  // docs/architecture.md ("Reading the calendar"): the budget is judged on the production database.
  const monthBudget =
    database.kind === 'postgres' ? 'p50 ≤ 15 ms, p99 ≤ 60 ms' : '(p50 ≤ 15 ms, p99 ≤ 60 ms judged on PostgreSQL)';
  return [
    {
      what: 'POST /api/auth/login at 20/s',
      database: label,
      p50: percentile(login, 50),
      p99: percentile(login, 99),
      budget: 'p99 ≤ 300 ms',
    },
    {
      what: 'GET /api/auth/me at 100/s',
      database: label,
      p50: percentile(me, 50),
      p99: percentile(me, 99),
      budget: 'p99 ≤ 200 ms (mixed load)',
    },
    {
      what: 'GET /api/calendar/events, a month of 500 events, 10/s',
      database: label,
      p50: percentile(monthAt10, 50),
      p99: percentile(monthAt10, 99),
      budget: monthBudget,
    },
    {
      what: 'GET /api/calendar/events, a month of 500 events, 50/s',
      database: label,
      p50: percentile(monthAt50, 50),
      p99: percentile(monthAt50, 99),
      budget: '(the same month under 5× the load)',
    },
    {
      what: 'GET /api/calendar/events, a month of 500 events, 10/s, uncompressed',
      database: label,
      p50: percentile(monthUncompressed, 50),
      p99: percentile(monthUncompressed, 99),
      budget: '(a client that does not ask for compression)',
    },
    {
      what: `POST /api/find-us-time, 1 + ${FRIENDS} friends × 10 windows, 14 days, 20/s (${scheduling.findUsTimeQueries} queries a call)`,
      database: label,
      p50: percentile(scheduling.findUsTime, 50),
      p99: percentile(scheduling.findUsTime, 99),
      budget:
        database.kind === 'postgres' ? 'p50 ≤ 50 ms, p99 ≤ 150 ms' : '(p50 ≤ 50 ms, p99 ≤ 150 ms judged on PostgreSQL)',
    },
    {
      what: `POST /api/find-us-time, same world with ${BLOCKS_PER_PERSON} imported busy blocks each over ${BLOCKS_HORIZON_DAYS} days, 20/s`,
      database: label,
      p50: percentile(findUsTimeWithBlocks, 50),
      p99: percentile(findUsTimeWithBlocks, 99),
      budget:
        database.kind === 'postgres' ? 'p50 ≤ 50 ms, p99 ≤ 150 ms' : '(p50 ≤ 50 ms, p99 ≤ 150 ms judged on PostgreSQL)',
    },
    {
      what: `Google first sync, ${GOOGLE_EVENTS} events at 250 a page (3 runs; p99 = slowest)`,
      database: label,
      p50: percentile(googleSync.firstSync, 50),
      p99: percentile(googleSync.firstSync, 99),
      budget: '≤ 5 s',
    },
    {
      what: 'ICS subscription added: a 5 MB file with 500 weekly series (exceptions, VTIMEZONE) fetched, parsed, stored (3 runs)',
      database: label,
      p50: percentile(icsSync.timings, 50),
      p99: percentile(icsSync.timings, 99),
      budget: '≤ 5 s',
    },
    {
      what: 'Google incremental sync of 10 changed events (10 runs)',
      database: label,
      p50: percentile(googleSync.incremental, 50),
      p99: percentile(googleSync.incremental, 99),
      budget: '≤ 300 ms',
    },
    {
      what: 'POST /api/events/automated-hangtime, same world, 2/s',
      database: label,
      p50: percentile(scheduling.hangtimeNow, 50),
      p99: percentile(scheduling.hangtimeNow, 99),
      budget: 'p99 ≤ 300 ms',
    },
    {
      what: `POST /api/calendar/find-locations, ${PLACES_PARTICIPANTS} people, every bundled venue (${findLocations.locations} offered), 10/s`,
      database: label,
      p50: percentile(findLocations.timings, 50),
      p99: percentile(findLocations.timings, 99),
      budget: 'p99 ≤ 30 ms',
    },
  ];
}

const rows: Row[] = [];
// The pure engine first, on a quiet machine: no database, so none is named. Its world's windows
// start and end on random quarter hours, so the set of free friends changes nearly every quarter.
for (const [friends, runs, budget] of [
  [50, 1000, 'p99 ≤ 10 ms'],
  [200, 300, 'p99 ≤ 40 ms'],
] as const) {
  const engine = benchEngine(friends, runs);
  rows.push({
    what:
      `shared-slot engine, 1 + ${friends} friends × 10 windows on random quarter hours, 14 days ` +
      `(${engine.slots} slots of ${engine.candidates} maximal candidates, ${engine.freeTogether} free-together stretches)`,
    database: '—',
    p50: engine.p50,
    p99: engine.p99,
    budget,
  });
}
const venues = await benchVenues();
rows.push({
  what: `bundled venues: load + index at start-up (${venues.venueCount} venues, once)`,
  database: '—',
  p50: venues.loadMs,
  p99: venues.loadMs,
  budget: '≤ 1.5 s',
});
rows.push({
  what: 'bundled venues: opening hours parsed in the background after start-up',
  database: '—',
  p50: venues.warmUpMs,
  p99: venues.warmUpMs,
  budget: '(not start-up: requests are served meanwhile)',
});
rows.push({
  what: `bundled venues: near() within ${(venues.radiusMetres / 1000).toFixed(1)} km in NYC (${venues.meanFound.toFixed(0)} found)`,
  database: '—',
  p50: venues.nearP50,
  p99: venues.nearP99,
  budget: '(part of find-locations p99 ≤ 30 ms)',
});
// BENCH_DATABASES=postgres (or pglite) measures on that one alone.
const databases = process.env.BENCH_DATABASES ?? 'pglite,postgres';
if (databases.includes('pglite')) rows.push(...(await benchOn(await openDatabase({ kind: 'pglite' }), 'PGlite')));
const postgresUrl = databases.includes('postgres')
  ? (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)
  : undefined;
if (postgresUrl) {
  // A database of its own, so rows of earlier runs neither pile up nor change what is measured.
  await withFreshDatabase(postgresUrl, 'hangtime_bench', async (url) => {
    rows.push(...(await benchOn(await openDatabase({ kind: 'postgres', url }), 'PostgreSQL')));
  });
}

// A percentile past the answered requests falls on one the server refused with 503 (load.ts).
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : 'refused (503)');
console.log('\n| what | database | p50 ms | p99 ms | budget |\n|---|---|---|---|---|');
for (const row of rows) {
  console.log(`| ${row.what} | ${row.database} | ${ms(row.p50)} | ${ms(row.p99)} | ${row.budget} |`);
}
if (!postgresUrl) console.log('\nSet BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure on PostgreSQL too.');

// The mail queue (issue 25): how fast it drains, and a reset code behind a backlog.
const mailRows = databases.includes('pglite') ? await measureMailDrain() : [];
if (postgresUrl) {
  await withFreshDatabase(postgresUrl, 'hangtime_bench_mail', async (url) => {
    mailRows.push(...(await measureMailDrain({ database: await openDatabase({ kind: 'postgres', url }) })));
  });
}
console.log();
printMailDrain(mailRows);

const webDist = new URL('../apps/web/dist', import.meta.url).pathname;
if (existsSync(`${webDist}/.vite/manifest.json`)) {
  const bundle = measureBundle(webDist);
  const kb = (chunk: { file: string; rawKb: number; gzipKb: number }) =>
    `${chunk.rawKb.toFixed(1)} KB (${chunk.gzipKb.toFixed(1)} KB gzip)`;
  console.log('\n| what | measured | budget |\n|---|---|---|');
  console.log(`| JavaScript for the first page (landing), gzip | ${bundle.firstPageGzipKb.toFixed(1)} KB | ≤ 170 KB |`);
  console.log(`| largest route chunk: ${bundle.largestRouteChunk.file} | ${kb(bundle.largestRouteChunk)} | ≤ 300 KB |`);
  if (bundle.largestLibraryChunk) {
    console.log(
      `| largest library chunk loaded on demand: ${bundle.largestLibraryChunk.file} | ${kb(bundle.largestLibraryChunk)} | (not a route) |`,
    );
  }
  if (bundle.venueMap) {
    const { flowWithMapGzipKb, files, isInFirstPage } = bundle.venueMap;
    console.log(
      `| assisted flow with the venue map (${files.join(', ')}), gzip | ${flowWithMapGzipKb.toFixed(1)} KB | ≤ 300 KB |`,
    );
    console.log(`| venue map (Leaflet) in the first page's JavaScript | ${isInFirstPage ? 'YES' : 'no'} | no |`);
  } else {
    console.log('| assisted flow with the venue map | not in this build (nothing imports it) | ≤ 300 KB |');
  }
} else {
  console.log('\nRun `npm run build` first to measure the JavaScript budget.');
}
