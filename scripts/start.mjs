// npm start: build the web app if it is missing, then run the server (which migrates at start-up).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { clearInterval, setInterval } from 'node:timers';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = join(root, 'apps/web/dist/index.html');

// A WEB_DIST_DIR of its own means the web app comes from elsewhere: nothing to build here.
if (!process.env.WEB_DIST_DIR && !existsSync(webIndex)) {
  console.log('Building the web app (first start only)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@hangtime/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Node itself with tsx as a loader, not tsx's CLI: the CLI wraps the server in a second process
// that relays a stop signal and kills the server outright (SIGKILL) when it has not acknowledged
// the signal within 60 ms, which a busy machine easily misses; the server then never closes its
// database or frees the data lock. With the loader, the signal reaches the server itself.
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});

// Stopping this process stops the server, which then shuts down cleanly and frees the data lock.
let stopSignal = null;
function stopServer(signal) {
  stopSignal ??= signal;
  server.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopServer(signal));
// A closed terminal: the server handles SIGTERM, not SIGHUP.
process.on('SIGHUP', () => stopServer('SIGTERM'));

// `kill <npm pid>` ends npm without passing the signal on, leaving this process orphaned with
// the server (and its lock on DATA_DIR) running. A changed parent means whoever started us is gone.
const parentAtStart = process.ppid;
const orphanWatch = setInterval(() => {
  if (process.ppid !== parentAtStart) stopServer('SIGTERM');
}, 500);
orphanWatch.unref();

// The server's exit code is ours; stopped by a signal, the usual 128 + signal number.
server.on('exit', (code, signal) => {
  clearInterval(orphanWatch);
  if (code !== null) process.exit(code);
  process.exit(128 + (os.constants.signals[signal ?? stopSignal ?? 'SIGTERM'] ?? 15));
});
