// The real process: PGlite directory lock against a second process, and a clean SIGTERM. Always on
// PGlite (DATABASE_URL empty), so in the PGlite pass only.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const main = join(root, 'apps/server/src/main.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'hangtime-process-'));

function startServer(): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = '';
  // As npm start runs it: node with tsx as a loader, so SIGTERM reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    // PORT=0: the system picks a free port, which only the listening log line can tell us.
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      APP_ORIGIN: 'https://hangtime.example',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      NODE_ENV: 'test',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The server's start-up line, once its log has it (the process tells us; no fixed wait). */
function untilListening(server: ReturnType<typeof startServer>): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const line = /"msg":"Hangtime is [^"]*"/.exec(server.output())?.[0];
      if (line) resolve(line);
    };
    server.child.stdout!.on('data', check);
    server.exited.then(() => reject(new Error(`server exited early:\n${server.output()}`)));
    check();
  });
}

let first: ReturnType<typeof startServer> | undefined;
afterAll(() => {
  first?.child.kill('SIGKILL');
});

describe('the server process on PGlite', () => {
  it('refuses a second process on the same data directory, then stops cleanly on SIGTERM', async () => {
    first = startServer();
    const line = await untilListening(first);
    // The address actually bound, not APP_ORIGIN: with PORT=0 only the log knows the port.
    const address = /Hangtime is listening on (http:\/\/127\.0\.0\.1:\d+) /.exec(line)?.[1];
    expect(address, line).toBeDefined();
    expect(line).toContain('APP_ORIGIN: https://hangtime.example');
    const health = await fetch(`${address}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite' } });

    const second = startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another Hangtime process');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'hangtime.lock'))).toBe(false);
  }, 240_000); // generous: a cold start with migrations takes a minute on a loaded 2-core machine
});
