// node scripts/lighthouse-profile.mjs [--page=/calendar] [--runs=3] [--ready=<css>] [--slowdown=4] [--network]: where a
// page's main-thread time goes, for comparing a change before and after on the same machine.
// Lighthouse's score hides it; this prints per run the long tasks, their summed blocking time and
// the layout shifts with the elements that moved, then the script files and functions that took
// the most CPU in the last run. It stops a second after the page's ready element (--ready; the
// calendar's grid by default) is there, not at network quiet, which came before the grid.
// Chromium as in `npm run lighthouse`: a 412 px phone, 4x CPU slowdown (--slowdown), no network throttling (so it
// isolates CPU work); the server, the seeded month and the sign-in are those of tools/perf/lighthouse.mjs.
// PROFILE_DIR=<dir> keeps each run's .cpuprofile and the build it ran, with source maps, in
// <dir>/dist: DevTools opens the profiles, and the maps name the minified functions.
/* global window, localStorage, performance, PerformanceObserver, URL -- these run in the page */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { clearTimeout, setTimeout } from 'node:timers';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium-paths.mjs';
import { seedRealisticMonth } from './lighthouse-seed.mjs';
import { startProductionServer } from './production-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argument = (name, fallback) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const pagePath = argument('page', '/calendar');
const runs = Number(argument('runs', '3'));
// Lighthouse records its trace unthrottled and multiplies it by 4: --slowdown=1 shows that trace's shape.
const slowdown = Number(argument('slowdown', '4'));
// --network prints the last run's requests and paints with their times.
const showNetwork = process.argv.includes('--network');
// What shows the page is drawn: network quiet alone ended the calendar's profile before its grid.
const readySelector = argument('ready', pagePath === '/calendar' ? '[data-grid-view]' : 'body');
const AUTO_VERIFIED = 'lighthouse.hangtime.test';

/** What the page itself observes: long tasks and unexpected layout shifts with what moved. */
function observeInPage() {
  window.__profile = { longTasks: [], shifts: [], largest: null };
  new PerformanceObserver((list) =>
    list.getEntries().forEach((entry) => {
      const element = entry.element;
      const name = element
        ? `${element.nodeName.toLowerCase()}.${element.className || ''} "${(element.textContent ?? '').slice(0, 40)}"`
        : '(removed)';
      window.__profile.largest = { at: entry.startTime, size: entry.size, element: name };
    }),
  ).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) =>
    list.getEntries().forEach((entry) => window.__profile.longTasks.push(entry.duration)),
  ).observe({
    type: 'longtask',
    buffered: true,
  });
  new PerformanceObserver((list) =>
    list.getEntries().forEach((entry) => {
      if (entry.hadRecentInput) return;
      const moved = entry.sources.map((source) => {
        const name = (source.node?.className || source.node?.nodeName || '?').toString();
        return `${name} (y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}, h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)})`;
      });
      window.__profile.shifts.push({ value: entry.value, moved });
    }),
  ).observe({ type: 'layout-shift', buffered: true });
}

/** When each request ran and the first paints came, in ms from navigation: what waited for what. */
function listRequestsAndPaints() {
  const requests = performance
    .getEntriesByType('resource')
    .map((entry) => `${Math.round(entry.startTime)}-${Math.round(entry.responseEnd)} ${new URL(entry.name).pathname}`);
  const paints = performance.getEntriesByType('paint').map((entry) => `${entry.name} ${Math.round(entry.startTime)}`);
  return [...requests, ...paints].join('\n');
}

/** Self time per script file and function (minified names; PROFILE_DIR keeps the maps). */
function selfTimeByFunction(profile) {
  const selfMs = new Map();
  profile.samples.forEach((id, index) =>
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000),
  );
  const totals = new Map();
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id);
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    if (!ms || /^\((idle|program|garbage collector)\)$/.test(functionName)) continue;
    const where = url
      ? `${url.replace(/.*\//, '')}:${lineNumber + 1}:${columnNumber + 1} ${functionName || '(anonymous)'}`
      : `(${functionName || 'native'})`;
    totals.set(where, (totals.get(where) ?? 0) + ms);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** All the main thread's time that was not idle: script, style, layout, paint and GC. Steadier than blocking between runs. */
function busyMs(profile) {
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id));
  return profile.samples.reduce(
    (total, id, index) => (idle.has(id) ? total : total + (profile.timeDeltas[index + 1] ?? 0) / 1000),
    0,
  );
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The same, summed per script file. */
function selfTimeByFile(byFunction) {
  const totals = new Map();
  for (const [where, ms] of byFunction) {
    const file = where.split(':')[0];
    totals.set(file, (totals.get(file) ?? 0) + ms);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/**
 * Resolves once no request has been in flight for `quietMs` (call it before the page loads). The
 * live-updates stream is left out: it stays open for the whole visit, so Playwright's networkidle
 * would never come.
 */
function waitForQuietNetwork(page, quietMs = 500) {
  const counts = (request) => new URL(request.url()).pathname !== '/api/live-updates';
  let inFlight = 0;
  let timer;
  return new Promise((resolve) => {
    const settleLater = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(resolve, quietMs);
    };
    const finished = (request) => {
      if (!counts(request)) return;
      inFlight -= 1;
      settleLater();
    };
    page.on('request', (request) => {
      if (!counts(request)) return;
      inFlight += 1;
      clearTimeout(timer);
    });
    page.on('requestfinished', finished);
    page.on('requestfailed', finished);
  });
}

const keptDir = process.env.PROFILE_DIR;
const distDir = keptDir ? join(keptDir, 'dist') : mkdtempSync(join(tmpdir(), 'hangtime-profile-dist-'));
const build = spawnSync('npx', ['vite', 'build', '--sourcemap', '--outDir', distDir, '--emptyOutDir'], {
  cwd: join(root, 'apps/web'),
  stdio: 'ignore',
});
if (build.status !== 0) throw new Error('the web build failed: run `npm run build -w @hangtime/web` to see why');

const port = 20000 + Math.floor(Math.random() * 20000);
const { origin, stop } = await startProductionServer({
  root,
  port,
  autoVerifiedDomain: AUTO_VERIFIED,
  webDistDir: distDir,
});

let browser;
try {
  const token = await seedRealisticMonth(origin, AUTO_VERIFIED);
  browser = await chromium.launch({ executablePath: chromiumPath });
  let lastProfile;
  const blockingPerRun = [];
  const busyPerRun = [];
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    await context.addInitScript(observeInPage);
    const page = await context.newPage();
    if (pagePath !== '/' && pagePath !== '/login') {
      await page.goto(`${origin}/api/health`);
      await page.evaluate((value) => localStorage.setItem('token', value), token);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
    const quiet = waitForQuietNetwork(page);
    await page.goto(`${origin}${pagePath}`);
    // Settled: no request for half a second, then a second more for the last renders.
    await quiet;
    await page.locator(readySelector).first().waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(1000);
    ({ profile: lastProfile } = await cdp.send('Profiler.stop'));
    const observed = await page.evaluate(() => window.__profile);
    if (showNetwork && run === runs) console.log(await page.evaluate(listRequestsAndPaints));
    const blocking = observed.longTasks.reduce((total, duration) => total + Math.max(0, duration - 50), 0);
    const shift = observed.shifts.reduce((total, entry) => total + entry.value, 0);
    const busy = busyMs(lastProfile);
    blockingPerRun.push(blocking);
    busyPerRun.push(busy);
    console.log(
      `run ${run}: long tasks ${observed.longTasks.map(Math.round).join(', ') || 'none'} ms; blocking ${Math.round(blocking)} ms; main thread busy ${Math.round(busy)} ms; layout shift ${shift.toFixed(3)}`,
    );
    const { largest } = observed;
    if (largest)
      console.log(`  largest paint at ${Math.round(largest.at)} ms (${largest.size} px²): ${largest.element}`);
    for (const entry of observed.shifts.filter((candidate) => candidate.value >= 0.01)) {
      console.log(`  shift ${entry.value.toFixed(3)} moved: ${entry.moved.join(' | ')}`);
    }
    if (keptDir) writeFileSync(join(keptDir, `run-${run}.cpuprofile`), JSON.stringify(lastProfile));
    await context.close();
  }
  console.log(
    `\nmedian of ${runs} runs: blocking ${Math.round(median(blockingPerRun))} ms; main thread busy ${Math.round(median(busyPerRun))} ms`,
  );
  const byFunction = selfTimeByFunction(lastProfile);
  console.log(`\nCPU self time of the last run by file, then by function (ms at ${slowdown}x slowdown):`);
  for (const [file, ms] of selfTimeByFile(byFunction).slice(0, 12))
    console.log(`${ms.toFixed(0).padStart(7)}  ${file}`);
  console.log('');
  for (const [where, ms] of byFunction.slice(0, 20)) console.log(`${ms.toFixed(0).padStart(7)}  ${where}`);
} finally {
  await browser?.close();
  await stop();
  if (!keptDir) rmSync(distDir, { recursive: true, force: true });
}
