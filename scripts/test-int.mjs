// Integration tests: always on PGlite; again on PostgreSQL when TEST_DATABASE_URL is set.
// The PostgreSQL pass runs in a database of its own, made for the run and dropped after it: rows
// left by earlier runs would otherwise pile up until random test phones and emails collide.
//
// The two passes run at the same time, and the PGlite pass on two workers: neither pass keeps a core
// busy for long (files wait on queue polls, and a few on child processes: the admin script, the
// server process, npm start, each spawned and awaited one after another), so on two cores a second
// PGlite worker fills the gaps. Each test database of the PGlite pass is in memory, of its own, so
// its files can run side by side; the PostgreSQL pass keeps one worker, as its files share one
// database and were not written to run on it at the same time. The PostgreSQL
// pass's output is held and printed after the PGlite pass's, so the two never interleave.
//
// INT_POSTGRES_NODE_BIN (a directory holding another `node`, first in PATH for that pass) runs the
// PostgreSQL pass on another Node version: CI runs it on the current LTS line, so the suite runs on
// both Node versions and both databases without a third pass.
import { Buffer } from 'node:buffer';
import { spawn, spawnSync } from 'node:child_process';
import { withFreshDatabase } from './fresh-postgres.mjs';

function run(env, { quiet, workers, nodeBin }) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'int', `--maxWorkers=${workers}`], {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env, ...(nodeBin && { PATH: `${nodeBin}:${process.env.PATH}` }) },
    });
    const output = [];
    if (quiet) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code) => resolve({ status: code ?? 1, output: Buffer.concat(output).toString() }));
  });
}

const postgresUrl = process.env.TEST_DATABASE_URL;
console.log('\n── integration tests on PGlite ──');
const pglite = run({ TEST_DB: 'pglite' }, { quiet: false, workers: 2 });
const postgres = postgresUrl
  ? withFreshDatabase(postgresUrl, 'hangtime_test', (url) =>
      run(
        { TEST_DB: 'postgres', TEST_DATABASE_URL: url },
        { quiet: true, workers: 1, nodeBin: process.env.INT_POSTGRES_NODE_BIN },
      ),
    )
  : null;

const pgliteResult = await pglite;
if (postgres) {
  const postgresResult = await postgres;
  const nodeBin = process.env.INT_POSTGRES_NODE_BIN;
  const node = nodeBin ? ` on Node ${spawnSync(`${nodeBin}/node`, ['--version']).stdout.toString().trim()}` : '';
  console.log(`\n── integration tests on PostgreSQL${node} ──`);
  process.stdout.write(postgresResult.output);
  process.exit(pgliteResult.status || postgresResult.status);
}
console.log('TEST_DATABASE_URL is not set: skipped the PostgreSQL run (set it to a postgres:// URL to include it).');
process.exit(pgliteResult.status);
