// The production layout on one machine: several instances of the server on one PostgreSQL, nginx
// in front (deploy/nginx.conf). Used by `npm run cluster` and by the load bench.
/* global fetch -- Node 20's fetch */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export class ClusterError extends Error {}

/** The nginx binary, or null: on PATH, or where Debian puts it (not on a non-root PATH). */
export function findNginx() {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return null;
}

/** deploy/nginx.conf with the upstream's servers and the listen port of this cluster. */
export function nginxConfigFor(template, { port, instancePorts }) {
  const serverLine = /\n {4}server 127\.0\.0\.1:\d+([^;]*);/;
  // Every upstream (the calls', the live-updates streams'), each with its own server options.
  const serversLike = (block) => {
    const options = serverLine.exec(block)?.[1] ?? '';
    return instancePorts.map((instancePort) => `\n    server 127.0.0.1:${instancePort}${options};`).join('');
  };
  return template
    .replace(/(\n {4}server 127\.0\.0\.1:\d+[^;]*;)+/g, serversLike)
    .replace(/listen 127\.0\.0\.1:\d+;/, `listen 127.0.0.1:${port};`);
}

async function waitForHealth(origin, child, name) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new ClusterError(`${name} stopped with code ${child.exitCode}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await sleep(250);
  }
  throw new ClusterError(`${name} did not answer ${origin}/api/health within a minute`);
}

function exited(child) {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve),
  );
}

/**
 * Each instance's V8 heap ceiling in MB (`INSTANCE_HEAP_MB`). With none, V8 on a machine with memory
 * to spare lets the heap grow far past what the server keeps alive (some 165 MB after a collection)
 * before it collects: at twice the machine's capacity the instances went from 470 MB to 740-900 MB
 * and back, swinging; with 512 (or 400) they held 470-475 MB for a minute of it, answering 551
 * calls a second against 584-618 (2026-11-28, docs/operations.md).
 */
export const DEFAULT_INSTANCE_HEAP_MB = 512;

/** The heap ceiling from `INSTANCE_HEAP_MB`, or the default; a ClusterError for anything but a sane whole number. */
export function readInstanceHeapMb(value) {
  if (value === undefined || value === '') return DEFAULT_INSTANCE_HEAP_MB;
  const megabytes = Number(value);
  if (!Number.isInteger(megabytes) || megabytes < 256 || megabytes > 65_536) {
    throw new ClusterError('INSTANCE_HEAP_MB: a whole number of megabytes from 256 to 65536 (512 if unset).');
  }
  return megabytes;
}

/**
 * Starts `instances` servers on `databaseUrl` (ports from `firstInstancePort`) and nginx on `port`;
 * resolves once every one answers its health check. `env` is added to each instance's environment.
 */
export async function startCluster({
  root,
  // The checkout whose deploy/nginx.conf fronts the instances (the bench runs an earlier commit's
  // server behind today's file).
  nginxConfigRoot = root,
  databaseUrl,
  instances = 2,
  port = 8080,
  firstInstancePort = 3001,
  env = {},
  quiet = false,
}) {
  const nginx = findNginx();
  if (!nginx) {
    throw new ClusterError(
      'The cluster needs nginx, and it is not installed. Install it yourself (on Debian or Ubuntu: `apt-get install nginx-light`); nothing was installed.',
    );
  }
  if (!databaseUrl)
    throw new ClusterError('The cluster needs DATABASE_URL: a PostgreSQL every instance shares (postgres://…).');
  const heapMb = readInstanceHeapMb(env.INSTANCE_HEAP_MB ?? process.env.INSTANCE_HEAP_MB);
  const instancePorts = Array.from({ length: instances }, (_, index) => firstInstancePort + index);
  const origin = `http://127.0.0.1:${port}`;
  const children = [];
  const prefix = mkdtempSync(join(tmpdir(), 'hangtime-nginx-'));
  const stop = async () => {
    for (const child of children) child.kill(child.name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
    await Promise.all(children.map(exited));
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    for (const instancePort of instancePorts) {
      const args = [`--max-old-space-size=${heapMb}`, '--import', 'tsx', join(root, 'apps/server/src/main.ts')];
      const child = spawn(process.execPath, args, {
        cwd: root,
        stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          ...env,
          DATABASE_URL: databaseUrl,
          PORT: String(instancePort),
          HOST: '127.0.0.1',
          APP_ORIGIN: env.APP_ORIGIN ?? `http://localhost:${port}`,
          // nginx is the one hop in front: the address it saw is the person's.
          TRUST_PROXY: '1',
        },
      });
      child.name = `the instance on port ${instancePort}`;
      children.push(child);
    }
    await Promise.all(
      children.map((child, index) => waitForHealth(`http://127.0.0.1:${instancePorts[index]}`, child, child.name)),
    );
    for (const directory of ['logs', 'tmp']) mkdirSync(join(prefix, directory));
    const template = readFileSync(join(nginxConfigRoot, 'deploy/nginx.conf'), 'utf8');
    writeFileSync(join(prefix, 'nginx.conf'), nginxConfigFor(template, { port, instancePorts }));
    const proxy = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    proxy.name = 'nginx';
    children.push(proxy);
    await waitForHealth(origin, proxy, 'nginx');
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin,
    instances: children
      .filter((child) => child.name !== 'nginx')
      .map((child, index) => ({ pid: child.pid, port: instancePorts[index] })),
    stop,
  };
}
