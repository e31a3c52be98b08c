// End-to-end tests: the built app on a fresh PGlite data directory, mail caught by a local SMTP sink.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices, type PlaywrightTestProject } from '@playwright/test';
import {
  APP_PORT,
  GOOGLE_API_PORT,
  GOOGLE_OAUTH_PORT,
  MAIL_HTTP_PORT,
  MAIL_SMTP_PORT,
  MAP_TILE_URL,
  TILE_PORT,
} from './e2e/support/ports';
import { chromiumPath, headlessShellPath } from '../../scripts/chromium-paths.mjs';

const root = join(import.meta.dirname, '../..');

// Chromium's new headless mode opens a real window per page, and each window prewarms the address
// bar's suggestion popup, a WebUI page in a renderer of its own: about 1 s of renderer and 0.3 s of
// browser-process CPU per browser context, none of it the app's (measured 2026-11-28: 1.67 -> 0.33 s
// of CPU per context with the popup's features off). Chromium reads only the last
// --disable-features, so Playwright's own list (its chromiumSwitches, 1.65) is repeated here.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];
const ADDRESS_BAR_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];
// Most specs run in Chromium's headless shell (Debian's chromium-headless-shell, the build Playwright
// itself uses for headless runs): the same Blink and V8 without a browser window per page, about a
// third less CPU for the suite (measured 2026-11-28: about 390 -> 282 s of the machine's CPU). It denies
// notifications and has no push service, so the specs about the installed app and push run in the
// full browser. Without the shell, every spec runs in the full browser.
const FULL_BROWSER_SPECS = ['installable-app.spec.ts', 'push-notifications.spec.ts'];

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...ADDRESS_BAR_POPUP_FEATURES].join(',')}`,
];

/** A desktop Chrome project on `executablePath`, limited to some spec files or leaving some out. */
function desktop(
  name: string,
  executablePath: string,
  files: Pick<PlaywrightTestProject, 'testMatch' | 'testIgnore'>,
): PlaywrightTestProject {
  return {
    name,
    ...files,
    use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: { executablePath, args: CHROMIUM_ARGS } },
  };
}

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'hangtime-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './e2e',
  outputDir: join(root, 'test-results', process.env.E2E_PORT_OFFSET ?? ''),
  fullyParallel: true,
  workers: 3,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Generous waits: on a two-core machine the browsers, the server and the database share the CPU,
  // and a fresh page may take several seconds to parse its scripts. A wait is not a timing check.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    // The app registers a service worker once a page is idle: only the specs about it let it
    // (installable-app.spec.ts), so no other spec's requests pass through one.
    serviceWorkers: 'block',
    // A failed test keeps its trace (every action, the network, the console, the sources), a
    // screenshot of the end and the page's accessibility tree at the failure (error-context.md).
    // The trace's screencast is left out: filming every test cost about a fifth of the suite's CPU
    // (14 tests: 25.3 s with it, 20.1 s without, 17.7 s with no trace). So are its DOM snapshots
    // before and after every action, another tenth (five specs, twice each way on 2026-11-29: 215-216
    // against 186-192 s of CPU): E2E_TRACE_SNAPSHOTS=1 takes them when a failure needs them.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: process.env.E2E_TRACE_SNAPSHOTS === '1' },
    screenshot: 'only-on-failure',
    // As a person who asks their device for reduced motion: dialogs, menus and folds appear without
    // their animation frames (theme.ts), which cost about 6 % of the suite's CPU and wall time
    // (measured 2026-11-29 on five specs, twice each way). reduced-motion.spec.ts checks both ways.
    reducedMotion: 'reduce',
  },
  projects: existsSync(headlessShellPath)
    ? [
        desktop('desktop', headlessShellPath, { testIgnore: FULL_BROWSER_SPECS }),
        desktop('desktop-full-browser', chromiumPath, { testMatch: FULL_BROWSER_SPECS }),
      ]
    : [desktop('desktop', chromiumPath, {})],
  webServer: [
    {
      command: `node_modules/.bin/tsx apps/web/e2e/support/mail-sink.ts`,
      cwd: root,
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `node_modules/.bin/tsx apps/web/e2e/support/tile-server.ts`,
      cwd: root,
      url: `http://127.0.0.1:${TILE_PORT}/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `node_modules/.bin/tsx apps/web/e2e/support/google-server.ts`,
      cwd: root,
      url: `http://127.0.0.1:${GOOGLE_OAUTH_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `node_modules/.bin/tsx apps/server/src/main.ts`,
      cwd: root,
      url: `http://127.0.0.1:${APP_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: 'production',
        PORT: String(APP_PORT),
        HOST: '127.0.0.1',
        APP_ORIGIN: `http://localhost:${APP_PORT}`,
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        LOG_LEVEL: 'warn',
        AUTO_VERIFIED_EMAIL_DOMAINS: 'staff.hangtime.test',
        // Seeding through the API names an address of its own per call (support/api.ts).
        TRUST_PROXY: 'loopback',
        // Every test's browser comes from loopback: two workers' pages together pass a person's 600 a minute.
        RATE_LIMIT_PER_MINUTE: '100000',
        // No internet in tests: the venue map's tiles come from support/tile-server.ts.
        MAP_TILE_URL,
        // Google is support/google-server.ts; ICS subscriptions may be served from this machine.
        GOOGLE_CLIENT_ID: 'hangtime-e2e.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        GOOGLE_AUTH_URL: `http://127.0.0.1:${GOOGLE_OAUTH_PORT}/authorize`,
        GOOGLE_TOKEN_URL: `http://127.0.0.1:${GOOGLE_OAUTH_PORT}/token`,
        GOOGLE_REVOKE_URL: `http://127.0.0.1:${GOOGLE_OAUTH_PORT}/revoke`,
        GOOGLE_CALENDAR_API_URL: `http://127.0.0.1:${GOOGLE_API_PORT}/calendar/v3`,
        ICS_ALLOW_PRIVATE: 'true',
        // A run may serve its own build (E2E_WEB_DIST), so parallel runs do not swap files under each other.
        ...(process.env.E2E_WEB_DIST && { WEB_DIST_DIR: process.env.E2E_WEB_DIST }),
      },
    },
  ],
});
