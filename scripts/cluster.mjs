// npm run cluster: the production layout on this machine (docs/operations.md "Many instances"):
// INSTANCES servers (2 by default) on the PostgreSQL of DATABASE_URL, behind nginx on PORT (8080).
// It needs nginx, PostgreSQL and SECRET_KEY, says so when one is missing, and installs nothing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ClusterError, startCluster } from './cluster-processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { DATABASE_URL, SECRET_KEY } = process.env;
const instances = Number(process.env.INSTANCES ?? 2);
const port = Number(process.env.PORT ?? 8080);

const missing = [];
if (!DATABASE_URL)
  missing.push('DATABASE_URL: the PostgreSQL every instance shares, e.g. postgres://postgres@127.0.0.1:5432/hangtime');
if (!SECRET_KEY) missing.push('SECRET_KEY: the server key every instance shares, e.g. `openssl rand -hex 32`');
if (!Number.isInteger(instances) || instances < 1 || instances > 16)
  missing.push('INSTANCES: a whole number from 1 to 16');
if (missing.length > 0) {
  console.error(`npm run cluster needs:\n${missing.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}

if (!process.env.WEB_DIST_DIR && !existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.log('Building the web app (first start only)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@hangtime/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

try {
  const cluster = await startCluster({ root, databaseUrl: DATABASE_URL, instances, port });
  console.log(
    `Hangtime is listening on ${cluster.origin}: nginx in front of ${instances} instances (ports ${cluster.instances.map((instance) => instance.port).join(', ')}) on one PostgreSQL, on Node ${process.version}. Ctrl+C stops them all.`,
  );
  // The instances run on this Node: say so when a newer line would serve the same load for less.
  if (Number(process.versions.node.split('.')[0]) < 24) {
    console.log(
      'On Node 24, the current LTS line, the instances spend about a fifth less CPU per request than on Node 20 (docs/operations.md): prefer it in production.',
    );
  }
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (error) {
  console.error(error instanceof ClusterError ? error.message : error);
  process.exit(1);
}
