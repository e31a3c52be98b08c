// Integration tests. With PostgreSQL (TEST_DATABASE_URL), every file runs on it, production's
// database, on two workers with a database each (made for the run and dropped after it: rows left
// by earlier runs would pile up until random test phones and emails collide). Beside it, on one
// worker, the PGlite pass runs the files whose behaviour depends on the database engine (each says
// why in a line "// On both databases: ...") and the PGlite-only ones; the end-to-end tests run the
// whole app on PGlite. INT_SCOPE=all runs every file on PGlite too (the full matrix, twice the
// time). Without PostgreSQL, every file runs on PGlite, on two workers.
//
// INT_POSTGRES_NODE_BIN (a directory holding another `node`, first in PATH for that pass) runs the
// PostgreSQL pass on another Node version: CI runs it on the current LTS line, and the PGlite pass
// on this machine's Node.
//
// The PGlite pass's output is held and printed after the PostgreSQL pass's, so the two never
// interleave.
import { Buffer } from 'node:buffer';
import { spawn, spawnSync } from 'node:child_process';
import { withFreshDatabases } from './fresh-postgres.mjs';

const POSTGRES_WORKERS = 2;

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
if (!postgresUrl) {
  console.log('\n── integration tests on PGlite (every file) ──');
  const { status } = await run({ TEST_DB: 'pglite', INT_SCOPE: 'all' }, { quiet: false, workers: 2 });
  console.log(
    'TEST_DATABASE_URL is not set: every file ran on PGlite (set it to a postgres:// URL to use PostgreSQL).',
  );
  process.exit(status);
}

const scope = process.env.INT_SCOPE === 'all' ? 'all' : 'both-databases';
const pglite = run({ TEST_DB: 'pglite', INT_SCOPE: scope }, { quiet: true, workers: 1 });

const nodeBin = process.env.INT_POSTGRES_NODE_BIN;
const node = nodeBin ? ` on Node ${spawnSync(`${nodeBin}/node`, ['--version']).stdout.toString().trim()}` : '';
console.log(`\n── integration tests on PostgreSQL${node} (every file, ${POSTGRES_WORKERS} workers) ──`);
const postgres = await withFreshDatabases(postgresUrl, 'hangtime_test', POSTGRES_WORKERS, (urls) =>
  run(
    { TEST_DB: 'postgres', TEST_DATABASE_URL: urls[0], TEST_DATABASE_URLS: urls.join(',') },
    { quiet: false, workers: POSTGRES_WORKERS, nodeBin },
  ),
);

const pgliteResult = await pglite;
const which = scope === 'all' ? 'every file' : 'the files marked "On both databases" and the PGlite-only ones';
console.log(`\n── integration tests on PGlite (${which}) ──`);
process.stdout.write(pgliteResult.output);
process.exit(postgres.status || pgliteResult.status);
