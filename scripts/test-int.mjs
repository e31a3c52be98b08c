// Integration tests: always on PGlite; again on PostgreSQL when TEST_DATABASE_URL is set.
// The PostgreSQL pass runs in a database of its own, made for the run and dropped after it: rows
// left by earlier runs would otherwise pile up until random test phones and emails collide.
import { spawnSync } from 'node:child_process';
import { withFreshDatabase } from './fresh-postgres.mjs';

function run(label, env) {
  console.log(`\n── integration tests on ${label} ──`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'int'], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

const pgliteStatus = run('PGlite', { TEST_DB: 'pglite' });
if (pgliteStatus !== 0) process.exit(pgliteStatus);
if (process.env.TEST_DATABASE_URL) {
  const status = await withFreshDatabase(process.env.TEST_DATABASE_URL, 'hangtime_test', (url) =>
    run('PostgreSQL', { TEST_DB: 'postgres', TEST_DATABASE_URL: url }),
  );
  process.exit(status);
} else {
  console.log('TEST_DATABASE_URL is not set: skipped the PostgreSQL run (set it to a postgres:// URL to include it).');
}
