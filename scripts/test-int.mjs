// Integration tests: always on PGlite; again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

function run(label, env) {
  console.log(`\n── integration tests on ${label} ──`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'int'], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('PGlite', { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  run('PostgreSQL', { TEST_DB: 'postgres' });
} else {
  console.log('TEST_DATABASE_URL is not set: skipped the PostgreSQL run (set it to a postgres:// URL to include it).');
}
