// Integration tests: always on PGlite; again on PostgreSQL when TEST_DATABASE_URL is set.
// The PostgreSQL pass runs in a database of its own, made for the run and dropped after it: rows
// left by earlier runs would otherwise pile up until random test phones and emails collide.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { URL } from 'node:url';
import pg from 'pg';

function run(label, env) {
  console.log(`\n── integration tests on ${label} ──`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'int'], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

async function onServer(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function runOnFreshPostgres(serverUrl) {
  const name = `hangtime_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  try {
    return run('PostgreSQL', { TEST_DB: 'postgres', TEST_DATABASE_URL: url.toString() });
  } finally {
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

const pgliteStatus = run('PGlite', { TEST_DB: 'pglite' });
if (pgliteStatus !== 0) process.exit(pgliteStatus);
if (process.env.TEST_DATABASE_URL) {
  process.exit(await runOnFreshPostgres(process.env.TEST_DATABASE_URL));
} else {
  console.log('TEST_DATABASE_URL is not set: skipped the PostgreSQL run (set it to a postgres:// URL to include it).');
}
