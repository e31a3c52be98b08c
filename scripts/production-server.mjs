// The production server on a temporary PGlite directory, for the page-speed scripts
// (tools/perf/lighthouse.mjs, lighthouse-profile.mjs): started, awaited until healthy, and stopped with its
// data removed.
/* global fetch -- Node 20's fetch */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * @param {{ root: string; port: number; autoVerifiedDomain: string; webDistDir?: string }} options
 * @returns {Promise<{ origin: string; stop(): Promise<void> }>}
 */
export async function startProductionServer({ root, port, autoVerifiedDomain, webDistDir }) {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'hangtime-page-speed-'));
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ORIGIN: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTO_VERIFIED_EMAIL_DOMAINS: autoVerifiedDomain,
      ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
    },
  });
  async function stop() {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
  try {
    await waitForHealth(origin, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

async function waitForHealth(origin, server) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server stopped with code ${server.exitCode}`);
    if (
      await fetch(`${origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await sleep(500);
  }
  throw new Error('the server did not answer /api/health within two minutes');
}
