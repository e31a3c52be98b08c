// The real server as a child process on a PostgreSQL database of its own, for the fault tests that
// kill or stop it: started as npm start runs it, its address read from its start-up log line.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { uniqueEmail, uniquePhone, DEFAULT_PASSWORD } from './factories';

const root = join(import.meta.dirname, '../../../..');
const main = join(root, 'apps/server/src/main.ts');

export type ServerProcess = {
  child: ChildProcess;
  /** http://127.0.0.1:{port}, once listening. */
  address: string;
  output(): string;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
};

export const AUTO_VERIFIED_DOMAIN = 'verified.test';

/** Starts the server on `databaseUrl` and resolves once it listens. */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  let output = '';
  // As npm start runs it: node with tsx as a loader, so signals reach the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      WEB_DIST_DIR: '/nonexistent',
      SECRET_KEY: randomBytes(32).toString('hex'),
      AUTO_VERIFIED_EMAIL_DOMAINS: AUTO_VERIFIED_DOMAIN,
      // One client, many calls: the per-IP limit is not what these tests are about.
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const address = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const found = /Hangtime is listening on (http:\/\/127\.0\.0\.1:\d+) /.exec(output)?.[1];
      if (found) resolve(found);
    };
    child.stdout!.on('data', check);
    void exited.then(() => reject(new Error(`server exited early:\n${output}`)));
    check();
  });
  return { child, address, output: () => output, exited };
}

/** A database made for one test file (its own jobs and cron schedules stay out of the shared one); dropped by the returned function. */
export async function createScratchDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hangtime_faults_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Signs a new, verified person up over HTTP; answers their token. */
export async function signUpOverHttp(address: string): Promise<string> {
  const terms = (await (await fetch(`${address}/api/terms`)).json()) as { data: { terms: { id: number } } };
  const response = await fetch(`${address}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Avery',
      last_name: 'Tester',
      email: uniqueEmail('faults', AUTO_VERIFIED_DOMAIN),
      phone_number: uniquePhone(),
      password: DEFAULT_PASSWORD,
      birthday: '1990-05-15',
      gender: 'prefer_not_to_say',
      terms_accepted: true,
      terms_id: terms.data.terms.id,
      timezone: 'America/New_York',
    }),
  });
  if (response.status !== 201) throw new Error(`registration answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A category id for events (GET /api/categories). */
export async function anyCategoryId(address: string, token: string): Promise<number> {
  const response = await fetch(`${address}/api/categories`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { categories: { id: number }[] }).categories[0]!.id;
}

/** A two-hour event three days ahead. */
export function eventBody(categoryId: number, title: string) {
  const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3 * 86_400_000);
  return {
    title,
    description: 'Written under a fault',
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    timezone: 'America/New_York',
    category_id: categoryId,
    location: 'Lucia',
    location_address: '12 Mott St, New York, NY 10013',
    participant_ids: [],
  };
}
