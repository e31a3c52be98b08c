// End-to-end tests in Chromium: builds the web app, then runs Playwright (which starts the server).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, headlessShellPath } from './chromium-paths.mjs';

if (!existsSync(chromiumPath)) {
  console.log(
    `End-to-end tests skipped: no Chromium at ${chromiumPath}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(process.env.CI ? 1 : 0);
}
if (!existsSync(headlessShellPath)) {
  console.log(
    `No Chromium headless shell at ${headlessShellPath}: every spec runs in the full browser, about a third more CPU. Install Debian's package (apt-get install -y chromium-headless-shell) or set CHROMIUM_HEADLESS_SHELL_PATH.`,
  );
}

// HANGTIME_FAST_BUILD=1: the build precompresses its files (.br, .gz) at fast settings, not the
// strongest (apps/web/vite.config.ts); the tests run on loopback, where the bytes saved do not
// matter, and the strongest settings took most of the build's time (11 s -> 3 s here). A later
// `npm start` serves this build as it is (it builds only when apps/web/dist is missing).
const build = spawnSync('npm', ['run', 'build', '-w', '@hangtime/web'], {
  stdio: 'inherit',
  env: { ...process.env, HANGTIME_FAST_BUILD: '1' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const result = spawnSync(
  'npx',
  ['playwright', 'test', '--config', 'apps/web/playwright.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  },
);
process.exit(result.status ?? 1);
