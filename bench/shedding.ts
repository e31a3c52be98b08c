// Load shedding past saturation (issue 25): one URL at increasing rates, open loop, counting what
// was served and what was refused with 503, the served calls' latency, and the server's memory.
// Past the sustainable rate a shedding server keeps the served calls' p99 bounded and its memory
// flat, and refuses the rest at once; one without shedding queues them all.
//
//   measureShedding({ url, headers, rates: [200, 400], seconds: 10, memoryBytes })  from code, or
//   npx tsx bench/shedding.ts [--rates 200,400,800] [--seconds 10] [--no-shedding]
//   npx tsx bench/shedding.ts --url URL [--token T] [--pid PID]   (a server already running)
// Without --url it starts the server itself (npm start's way, on a fresh PGlite directory or on
// DATABASE_URL when set, with the shedding defaults or none) and measures GET /api/auth/me as a
// newly signed-up person.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';

export type SheddingSpec = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Requests per second, one step each. */
  rates: number[];
  /** How long each step lasts. */
  seconds: number;
  /** The server's resident memory in bytes (this process's when the app runs here). */
  memoryBytes?: () => number;
};

export type SheddingRow = {
  perSecond: number;
  sent: number;
  /** 2xx answers. */
  served: number;
  /** 503 answers: refused at once. */
  shed: number;
  /** Any other status. */
  other: number;
  /** Of the served calls, in milliseconds. */
  p50: number;
  p99: number;
  /** The server's largest resident memory during the step, and at its end, in MB. */
  peakMb: number;
  endMb: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** load-worker.mjs's open loop, each status's durations apart (its tallyStatuses mode). */
function sendAtRate(spec: SheddingSpec, perSecond: number): Promise<Record<number, number[]>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: {
        method: spec.method ?? 'GET',
        url: spec.url,
        headers: spec.headers,
        body: spec.body,
        count: Math.round(perSecond * spec.seconds),
        perSecond,
        tallyStatuses: true,
      },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

export async function measureShedding(spec: SheddingSpec): Promise<SheddingRow[]> {
  const memoryBytes = spec.memoryBytes ?? (() => process.memoryUsage().rss);
  const rows: SheddingRow[] = [];
  for (const perSecond of spec.rates) {
    let peak = memoryBytes();
    const sampler = setInterval(() => (peak = Math.max(peak, memoryBytes())), 250);
    const byStatus = await sendAtRate(spec, perSecond).finally(() => clearInterval(sampler));
    const served = Object.entries(byStatus)
      .filter(([status]) => Number(status) >= 200 && Number(status) <= 299)
      .flatMap(([, durations]) => durations)
      .sort((a, b) => a - b);
    const shed = byStatus[503]?.length ?? 0;
    const sent = Object.values(byStatus).reduce((total, durations) => total + durations.length, 0);
    rows.push({
      perSecond,
      sent,
      served: served.length,
      shed,
      other: sent - served.length - shed,
      p50: percentile(served, 50),
      p99: percentile(served, 99),
      peakMb: Math.max(peak, memoryBytes()) / 1e6,
      endMb: memoryBytes() / 1e6,
    });
  }
  return rows;
}

export function formatShedding(rows: SheddingRow[]): string {
  const lines = ['rate/s   sent  served  shed 503  other  p50 ms  p99 ms  peak MB  end MB'];
  for (const row of rows) {
    lines.push(
      [
        String(row.perSecond).padStart(6),
        String(row.sent).padStart(6),
        String(row.served).padStart(7),
        String(row.shed).padStart(9),
        String(row.other).padStart(6),
        row.p50.toFixed(1).padStart(7),
        row.p99.toFixed(1).padStart(7),
        row.peakMb.toFixed(0).padStart(8),
        row.endMb.toFixed(0).padStart(7),
      ].join(' '),
    );
  }
  return lines.join('\n');
}

/** A process's resident memory, from Linux's /proc. */
function residentBytesOf(pid: number): number {
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kilobytes ?? 0) * 1024;
}

/** The server as npm start runs it, on a fresh PGlite directory or DATABASE_URL; answers its address, its pid and how to stop it. */
async function startServer(env: Record<string, string>) {
  const root = join(import.meta.dirname, '..');
  const dataDir = mkdtempSync(join(tmpdir(), 'hangtime-shedding-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      // Set: that PostgreSQL (give it a database of its own: the server migrates it and runs its jobs there).
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      PORT: '0',
      NODE_ENV: 'development',
      // Info: the start-up line says the address (PORT=0 picks a free port).
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      AUTO_VERIFIED_EMAIL_DOMAINS: 'bench.test',
      RATE_LIMIT_PER_MINUTE: '1000000',
      WEB_DIST_DIR: '/none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const address = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      if (output.includes('Hangtime is listening')) return;
      output += String(chunk);
      const found = /Hangtime is listening on (http:\/\/[^ ]+) /.exec(output)?.[1];
      if (found) resolve(found);
    });
    child.once('exit', () => reject(new Error(`the server stopped:\n${output}`)));
  });
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { address, pid: child.pid!, stop };
}

/** The current terms' id, once the server answers (a busy start-up, parsing opening hours, is shed with 503). */
async function termsId(address: string): Promise<number> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const response = await fetch(`${address}/api/terms`);
    if (response.ok) return ((await response.json()) as { data: { terms: { id: number } } }).data.terms.id;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not serve the terms within a minute');
}

async function signUp(address: string): Promise<string> {
  const response = await fetch(`${address}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: 'Mark',
      email: `shedding.${randomUUID().slice(0, 8)}@bench.test`,
      phone_number: `+1212${String(2_000_000 + Math.floor(Math.random() * 7_000_000))}`,
      password: 'correct horse battery',
      birthday: '1990-01-01',
      terms_accepted: true,
      terms_id: await termsId(address),
      timezone: 'America/New_York',
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function runFromCommandLine() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      token: { type: 'string' },
      pid: { type: 'string' },
      rates: { type: 'string', default: '200,400,800' },
      seconds: { type: 'string', default: '10' },
      // The server it starts without shedding, to compare.
      'no-shedding': { type: 'boolean', default: false },
    },
  });
  const rates = values.rates.split(',').map(Number);
  const seconds = Number(values.seconds);
  if (!values.url)
    console.error(`starting the server on ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'a fresh PGlite directory'}…`);
  const server = values.url
    ? undefined
    : await startServer(values['no-shedding'] ? { SHED_MAX_IN_FLIGHT: '0', SHED_MAX_EVENT_LOOP_DELAY_MS: '0' } : {});
  try {
    const url = values.url ?? `${server!.address}/api/auth/me`;
    const token = values.token ?? (server ? await signUp(server.address) : undefined);
    const pid = server?.pid ?? (values.pid ? Number(values.pid) : undefined);
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const memoryBytes = pid ? () => residentBytesOf(pid) : () => Number.NaN;
    // A warm-up, not reported: the start-up's last work (opening hours) and the first compilations.
    await measureShedding({ url, headers, rates: [rates[0]!], seconds: 3, memoryBytes });
    console.error(`measuring ${url} at ${rates.join(', ')} requests/s…`);
    const rows = await measureShedding({ url, headers, rates, seconds, memoryBytes });
    console.log(`GET ${new URL(url).pathname}, ${seconds} s a step`);
    console.log(formatShedding(rows));
  } finally {
    await server?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runFromCommandLine();
