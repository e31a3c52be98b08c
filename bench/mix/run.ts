// npm run bench:load: the production layout under the mix of issue 25, measured. Two instances on
// one PostgreSQL behind nginx (scripts/cluster-processes.mjs), a few hundred people signed in, and:
//   1. the CPU each route costs, one request at a time (Node and PostgreSQL, per request);
//   2. the mix at LOAD_RATE requests/s (300) for LOAD_SECONDS (60; 0 stops after 1) through nginx;
//   3. twice the machine's capacity for SHED_SECONDS (20; SHED_RATE, or the capacity estimated from
//      stage 2's CPU per request): what is served, what is shed (503), latency, and memory every 5 s;
//   4. a soak at half the rate for SOAK_SECONDS (600; 0 skips it): memory growth.
// BENCH_SERVER_ROOT runs the instances from another checkout (with this one's deploy/nginx.conf).
// LOAD_PORT (8080) is nginx's port, the instances' from LOAD_INSTANCE_PORT (3001) up: two runs on one
// machine each need their own. LOAD_PROFILE_DIR writes each instance's CPU profile there
// (cpu-profiler.mjs) when the cluster stops: open it in Chrome's DevTools, or rank it with
// profile-report.ts.
// A benchmark: it prints figures beside the budgets of issue 25 and fails nothing.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { openDatabase, type Database, type Db } from '../../apps/server/src/db/client';
import * as schema from '../../apps/server/src/db/schema';
import { withFreshDatabase } from '../../scripts/fresh-postgres.mjs';
import { startCluster, type Cluster } from '../../scripts/cluster-processes.mjs';
import { countStatuses, driveMix, percentile, type MixResults } from './drive';
import { cpuMsOf, postgresCpuMeter, residentMbOf } from './processes';
import { buildMix, MIX_LABELS } from './requests';
import { seedMixWorld, type MixWorld } from './world';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** Another checkout to run the instances from (an earlier commit, to compare before and after). */
const serverRoot = process.env.BENCH_SERVER_ROOT ?? root;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PEOPLE = Number(process.env.LOAD_PEOPLE ?? 300);
const RATE = Number(process.env.LOAD_RATE ?? 300);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
/** The shedding stage's rate; unset, twice the capacity estimated from the load stage. */
const SHED_RATE = process.env.SHED_RATE ? Number(process.env.SHED_RATE) : undefined;
const SHED_SECONDS = Number(process.env.SHED_SECONDS ?? 20);
/** How often the overload stage reads the instances' memory: a heap still growing, or levelled off. */
const MEMORY_SAMPLE_MS = 5_000;
const PORT = Number(process.env.LOAD_PORT ?? 8080);
const INSTANCE_PORT = Number(process.env.LOAD_INSTANCE_PORT ?? 3001);
const PROFILE_DIR = process.env.LOAD_PROFILE_DIR;
/**
 * The per-route measurement's requests and rate: the idle process's CPU is taken off per second,
 * so on a busy machine a higher rate (100) and more requests (400) leave less of its noise in each
 * request's figure.
 */
const ROUTE_REQUESTS = Number(process.env.LOAD_ROUTE_REQUESTS ?? 200);
const ROUTE_RATE = Number(process.env.LOAD_ROUTE_RATE ?? 25);
const P99_BUDGET_MS = 200;
const SOAK_GROWTH_BUDGET = 0.1;

/** The monotonic clock V8's CPU profiles count in (microseconds), shared by every process here. */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

const round = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const pad = (value: string | number, width: number) => String(value).padStart(width);

/** The run's own database: PostgreSQL's CPU is counted for its backends alone (others may share the server). */
let databaseName = '';

async function seed(url: string): Promise<MixWorld> {
  databaseName = new URL(url).pathname.slice(1);
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  // Seeded and analysed without the app's statement timeout, which a loaded machine's large
  // inserts and ANALYZE can outlast.
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  try {
    const world = await seedMixWorld({ db: drizzle(pool, { schema }) as unknown as Db } as Database, PEOPLE);
    await pool.query('ANALYZE');
    return world;
  } finally {
    await pool.end();
  }
}

/**
 * Waits (up to 20 s) for a second in which the instance spends under 5 % of a core: for a second or
 * two after it listens it still compiles and collects, which an idle figure must not take in (once
 * it counted 388 ms/s, and every route came out negative).
 */
async function settled(pid: number): Promise<void> {
  for (let second = 0; second < 20; second++) {
    const before = cpuMsOf(pid);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (cpuMsOf(pid) - before < 50) return;
  }
}

/**
 * CPU an idle instance (and PostgreSQL) spends per millisecond: the job queue's polling, timers,
 * the collector. Taken off the per-route figures, which are measured at a low rate where this
 * background would otherwise be charged to the few requests of each second.
 */
async function idleCpuPerMs(pid: number): Promise<{ node: number; postgres: number }> {
  await settled(pid);
  const nodeBefore = cpuMsOf(pid);
  const postgresSpent = postgresCpuMeter(databaseName);
  const start = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const elapsed = performance.now() - start;
  return { node: (cpuMsOf(pid) - nodeBefore) / elapsed, postgres: postgresSpent() / elapsed };
}

/** Node and PostgreSQL CPU per request of each route, one request at a time to one instance. */
async function measureCpuPerRoute(cluster: Cluster, world: MixWorld) {
  const instance = cluster.instances[0]!;
  const origin = `http://127.0.0.1:${instance.port}`;
  const idle = await idleCpuPerMs(instance.pid);
  console.log(
    `\nCPU per request, one at a time (one instance, ${ROUTE_REQUESTS} requests each at ${ROUTE_RATE}/s after 50 to warm up; the idle ` +
      `process's ${round(idle.node * 1000, 0)} ms/s and PostgreSQL's ${round(idle.postgres * 1000, 0)} ms/s taken off)`,
  );
  console.log(`  ${'route'.padEnd(22)} ${pad('Node ms', 8)} ${pad('PG ms', 7)} ${pad('p50 ms', 7)}`);
  const rows: { label: string; node: number; postgres: number }[] = [];
  const phases: { label: string; startUs: number; endUs: number }[] = [];
  for (const label of MIX_LABELS) {
    await driveMix(origin, buildMix(world, 50, label), ROUTE_RATE);
    const requests = buildMix(world, ROUTE_REQUESTS, label);
    const startUs = monotonicUs();
    const nodeBefore = cpuMsOf(instance.pid);
    const postgresSpent = postgresCpuMeter(databaseName);
    const start = performance.now();
    const results = await driveMix(origin, requests, ROUTE_RATE);
    const elapsed = performance.now() - start;
    const node = (cpuMsOf(instance.pid) - nodeBefore - idle.node * elapsed) / requests.length;
    const postgres = (postgresSpent() - idle.postgres * elapsed) / requests.length;
    phases.push({ label, startUs, endUs: monotonicUs() });
    rows.push({ label, node, postgres });
    const p50 = percentile(results[label]?.durations ?? [], 50);
    console.log(`  ${label.padEnd(22)} ${pad(round(node, 2), 8)} ${pad(round(postgres, 2), 7)} ${pad(round(p50), 7)}`);
  }
  // Each route's stretch on the profile's clock, for bench/mix/profile-report.ts.
  if (PROFILE_DIR) writeFileSync(join(PROFILE_DIR, `phases-${instance.pid}.json`), JSON.stringify(phases));
  return rows;
}

function printMixTable(title: string, results: MixResults, seconds: number) {
  console.log(`\n${title}`);
  console.log(
    `  ${'route'.padEnd(22)} ${pad('sent', 6)} ${pad('2xx/4xx', 8)} ${pad('503', 5)} ${pad('errors', 6)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)}`,
  );
  const all: number[] = [];
  let sent = 0;
  let answered = 0;
  let shed = 0;
  let errors = 0;
  for (const label of MIX_LABELS) {
    const result = results[label];
    if (!result) continue;
    const routeSent = countStatuses(result, 0, 999);
    const routeAnswered = countStatuses(result, 200, 499);
    const routeShed = result.statuses['503'] ?? 0;
    const routeErrors = routeSent - routeAnswered - routeShed;
    sent += routeSent;
    answered += routeAnswered;
    shed += routeShed;
    errors += routeErrors;
    all.push(...result.durations);
    console.log(
      `  ${label.padEnd(22)} ${pad(routeSent, 6)} ${pad(routeAnswered, 8)} ${pad(routeShed, 5)} ${pad(routeErrors, 6)} ${pad(round(percentile(result.durations, 50)), 7)} ${pad(round(percentile(result.durations, 99)), 7)}`,
    );
  }
  all.sort((a, b) => a - b);
  const p99 = percentile(all, 99);
  console.log(
    `  ${'all'.padEnd(22)} ${pad(sent, 6)} ${pad(answered, 8)} ${pad(shed, 5)} ${pad(errors, 6)} ${pad(round(percentile(all, 50)), 7)} ${pad(round(p99), 7)}   (${round(answered / seconds, 0)} answered/s)`,
  );
  return { sent, answered, shed, errors, p99 };
}

function clusterCpuMs(cluster: Cluster) {
  return cluster.instances.reduce((sum, instance) => sum + cpuMsOf(instance.pid), 0);
}

function clusterMemoryMb(cluster: Cluster) {
  return cluster.instances.map((instance) => residentMbOf(instance.pid));
}

/** Each instance's memory every MEMORY_SAMPLE_MS while `work` runs. */
async function sampleMemoryDuring<T>(cluster: Cluster, work: () => Promise<T>) {
  const samples: number[][] = [];
  const timer = setInterval(() => samples.push(clusterMemoryMb(cluster)), MEMORY_SAMPLE_MS);
  try {
    return { result: await work(), samples };
  } finally {
    clearInterval(timer);
  }
}

async function runMix(cluster: Cluster, world: MixWorld, rate: number, seconds: number, title: string) {
  const requests = buildMix(world, Math.round(rate * seconds), undefined);
  const nodeBefore = clusterCpuMs(cluster);
  const postgresSpent = postgresCpuMeter(databaseName);
  const results = await driveMix(cluster.origin, requests, rate);
  const node = (clusterCpuMs(cluster) - nodeBefore) / requests.length;
  const postgres = postgresSpent() / requests.length;
  const summary = printMixTable(title, results, seconds);
  console.log(`  CPU per request of the mix: Node ${round(node, 2)} ms, PostgreSQL ${round(postgres, 2)} ms`);
  return { ...summary, cpuMsPerRequest: node + postgres };
}

/**
 * Requests a second the machine could serve if the instances and PostgreSQL had every core: an
 * overestimate (nginx and the load generator take their share too), so twice it is surely past
 * saturation. At 300/s a faster machine is far from saturated, and twice that rate shed nothing.
 */
function estimatedCapacity(cpuMsPerRequest: number): number {
  return Math.round((availableParallelism() * 1000) / cpuMsPerRequest / 50) * 50;
}

async function main() {
  if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
  await withFreshDatabase(serverUrl, 'hangtime_load', async (url) => {
    console.log(`Seeding ${PEOPLE} people…`);
    const world = await seed(url);
    const cluster = await startCluster({
      root: serverRoot,
      nginxConfigRoot: root,
      databaseUrl: url,
      instances: 2,
      port: PORT,
      firstInstancePort: INSTANCE_PORT,
      quiet: true,
      // The production default log level: every request writes its line (to /dev/null here).
      env: {
        SECRET_KEY: randomBytes(32).toString('hex'),
        WEB_DIST_DIR: '/none',
        LOG_LEVEL: 'info',
        ...(PROFILE_DIR
          ? { NODE_OPTIONS: `--import ${join(root, 'bench/mix/cpu-profiler.mjs')}`, LOAD_PROFILE_DIR: PROFILE_DIR }
          : {}),
      },
    });
    try {
      console.log(`Cluster: nginx ${cluster.origin} → instances on ${cluster.instances.map((i) => i.port).join(', ')}`);
      const cpu = await measureCpuPerRoute(cluster, world);
      const shares = [30, 15, 15, 10, 10, 5, 5, 5, 5];
      const mixNode = cpu.reduce((sum, row, index) => sum + (row.node * shares[index]!) / 100, 0);
      const mixPostgres = cpu.reduce((sum, row, index) => sum + (row.postgres * shares[index]!) / 100, 0);
      console.log(
        `  the mix, weighted: Node ${round(mixNode, 2)} ms + PostgreSQL ${round(mixPostgres, 2)} ms per request`,
      );

      if (SECONDS <= 0) return;
      await runMix(cluster, world, RATE / 4, 10, 'Warm-up (10 s at a quarter of the rate)');
      const load = await runMix(cluster, world, RATE, SECONDS, `The mix at ${RATE}/s for ${SECONDS} s through nginx`);
      console.log(
        `  budget: p99 ≤ ${P99_BUDGET_MS} ms, 0 errors → ${load.p99 <= P99_BUDGET_MS && load.errors === 0 && load.shed === 0 ? 'met' : 'MISSED'}`,
      );

      const memoryBefore = clusterMemoryMb(cluster);
      const capacity = estimatedCapacity(load.cpuMsPerRequest);
      const shedRate = SHED_RATE ?? Math.max(RATE, capacity) * 2;
      const shedTitle = SHED_RATE
        ? `SHED_RATE: ${shedRate}/s for ${SHED_SECONDS} s`
        : `Twice the capacity (${shedRate}/s for ${SHED_SECONDS} s; ${capacity}/s estimated from the load's CPU per request on ${availableParallelism()} cores)`;
      const { result: shed, samples } = await sampleMemoryDuring(cluster, () =>
        runMix(cluster, world, shedRate, SHED_SECONDS, `${shedTitle}: shedding`),
      );
      const memoryAfter = clusterMemoryMb(cluster);
      const perInstance = (mbs: number[]) => mbs.map((mb) => round(mb, 0)).join(' / ');
      console.log(
        `  shed ${shed.shed} of ${shed.sent} with 503; memory per instance ${perInstance(memoryBefore)} → ${perInstance(memoryAfter)} MB`,
      );
      console.log(
        `  memory per instance every ${MEMORY_SAMPLE_MS / 1000} s of it: ${samples.map(perInstance).join(', ')} MB`,
      );

      if (SOAK_SECONDS > 0) {
        const start = clusterMemoryMb(cluster);
        await runMix(cluster, world, RATE / 2, SOAK_SECONDS, `Soak: ${RATE / 2}/s for ${SOAK_SECONDS} s`);
        const end = clusterMemoryMb(cluster);
        const percents = (from: number[]) =>
          end.map((mb, index) => `${round((mb / from[index]! - 1) * 100)} %`).join(', ');
        // The soak starts right after the overload, whose heaps the instances give back slowly: the
        // growth is also given against the memory before the overload.
        console.log(
          `  memory per instance ${start.map((mb) => round(mb, 0)).join(', ')} → ${end.map((mb) => round(mb, 0)).join(', ')} MB (growth ${percents(start)}; against before the overload, ${memoryBefore.map((mb) => round(mb, 0)).join(', ')} MB: ${percents(memoryBefore)}; budget ≤ ${SOAK_GROWTH_BUDGET * 100} %)`,
        );
      }
    } finally {
      await cluster.stop();
    }
  });
}

await main();
