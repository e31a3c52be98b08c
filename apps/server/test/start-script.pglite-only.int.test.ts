// `npm start` as people run it: stopping npm must stop the server and free the data directory.
// Always on PGlite (DATABASE_URL empty), so in the PGlite pass only.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'hangtime-start-'));
const serverPids: number[] = [];
let npmProcess: ChildProcess | undefined;

function startWithNpm(): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      NODE_ENV: 'test',
      // A web app "built elsewhere": start.mjs then skips its first-start build.
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so the cleanup can end npm, sh, start.mjs and the server together.
    detached: true,
  });
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  return { child, output: () => output };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

afterAll(() => {
  // Whatever of the group is left when the test failed half-way (nothing when it passed).
  if (npmProcess?.pid !== undefined && isAlive(-npmProcess.pid)) process.kill(-npmProcess.pid, 'SIGKILL');
  for (const pid of serverPids) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
});

describe('npm start', () => {
  it('stops the server and releases the data lock when npm is sent SIGTERM', async () => {
    const npm = startWithNpm();
    npmProcess = npm.child;
    // The start-up line tells the port (PORT=0) and the server's pid; polled, never a fixed wait.
    const line = await vi.waitFor(
      () => {
        const found = /\{[^\n]*"msg":"Hangtime is listening on [^\n]*\}/.exec(npm.output())?.[0];
        if (!found) throw new Error(`not listening yet:\n${npm.output()}`);
        return JSON.parse(found) as { pid: number; msg: string };
      },
      // Generous: a cold tsx start with migrations takes a minute on a loaded 2-core machine.
      { timeout: 240_000, interval: 200 },
    );
    serverPids.push(line.pid);
    const address = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line.msg)![1]!;
    expect((await fetch(`${address}/api/health`)).ok).toBe(true);
    expect(existsSync(join(dataDir, 'hangtime.lock'))).toBe(true);

    npm.child.kill('SIGTERM');

    await vi.waitFor(
      () => {
        expect(isAlive(line.pid)).toBe(false);
        expect(existsSync(join(dataDir, 'hangtime.lock'))).toBe(false);
      },
      { timeout: 30_000, interval: 200 },
    );
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  }, 300_000);
});
