// npm run lighthouse: Lighthouse's mobile run (simulated throttling, 4× CPU) of the landing page,
// /login, and, signed in as a member with a realistic month and three friends, /calendar, /calendar
// with the assisted flow open (/calendar?plan=1, the progress card's link), /friends, /availability-windows
// and /profile, on the production build served by the real server: performance, accessibility and
// best practices beside issue 26's goals (≥ 90, ≥ 95, ≥ 95), and the audits that cost points.
// A measurement like `npm run bench`, not a test: nothing here fails a build.
// Each page runs five times (`--runs=N`) and the table shows the run with the median performance.
// `--no-build` reuses apps/web/dist as it is, `--dist=<dir>` audits another build; LIGHTHOUSE_REPORTS=<dir> keeps each run's full report
// (open it in https://googlechrome.github.io/lighthouse/viewer/) and its trace (DevTools opens it).
// Lighthouse and its helpers are this folder's packages, not the root's: `npm run lighthouse` runs
// this file through scripts/tool.mjs, which installs them on first use.
/* global process, console, window -- Node's; window is inside the audited page */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { seedFriendsReadyToPlan, seedRealisticMonth } from '../../scripts/lighthouse-seed.mjs';
import { chromiumPath } from '../../scripts/chromium-paths.mjs';
import { startProductionServer } from '../../scripts/production-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const AUTO_VERIFIED = 'lighthouse.hangtime.test';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The first page's JavaScript, gzipped, from Vite's manifest (index.html's static imports). */
function entryJavaScriptGzipKb() {
  const dist = webDistDir ?? join(root, 'apps/web/dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit('index.html');
  const bytes = [...seen].reduce(
    (total, key) => total + gzipSync(readFileSync(join(dist, manifest[key].file))).length,
    0,
  );
  return bytes / 1024;
}

/**
 * One mobile run of `url`, on a cold HTTP cache. Lighthouse's storage reset clears the cache but
 * not localStorage (its default clearStorageTypes), so the calendar's session token stays.
 */
async function auditOnce(url, port, run) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(GOALS) };
  const { lhr, artifacts } = await lighthouse(url, flags);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const reportDir = process.env.LIGHTHOUSE_REPORTS;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '') || 'landing'}-${run}`;
    writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(lhr));
    // The trace behind the numbers: DevTools' Performance panel opens it.
    if (artifacts?.Trace) writeFileSync(join(reportDir, `${name}.trace.json`), JSON.stringify(artifacts.Trace));
  }
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const scoreOf = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  return {
    page: new URL(url).pathname + new URL(url).search,
    finalUrl: lhr.finalDisplayedUrl,
    score: scoreOf('performance'),
    accessibility: scoreOf('accessibility'),
    bestPractices: scoreOf('best-practices'),
    failing: failingAudits(lhr, ['accessibility', 'best-practices']),
    lcp: numeric('largest-contentful-paint') / 1000,
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    cpuMs: mainThreadCpuMs(artifacts?.Trace),
    scriptFiles: scripts.length,
    scriptKb: scripts.reduce((total, item) => total + (item.transferSize ?? 0), 0) / 1024,
    requests: requests.length,
    transferKb: requests.reduce((total, item) => total + (item.transferSize ?? 0), 0) / 1024,
  };
}

/**
 * The page's main-thread CPU time in the run (ms): the thread time (`tdur`) of the renderer's
 * top-level tasks in the trace. Unlike TBT, which Lighthouse derives from the tasks' wall time, it
 * leaves out the time the thread waited for a core, so it moves far less with the machine's load
 * (on a machine at a load of 15 to 30 on two cores, one build's TBT ranged over 10×, this over 1.5×).
 */
function mainThreadCpuMs(trace) {
  const events = trace?.traceEvents ?? [];
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name !== 'RunTask' || event.ph !== 'X' || !mainThreads.has(thread)) continue;
    byThread.set(thread, (byThread.get(thread) ?? 0) + (event.tdur ?? 0));
  }
  // The audited page's thread is the busiest one (an about:blank renderer has one too).
  return Math.max(0, ...byThread.values()) / 1000;
}

/** The goals of issue 26 per Lighthouse category, every page on a phone. */
const GOALS = { performance: 90, accessibility: 95, 'best-practices': 95 };

/** What an audit found, where its details name it (the kinds of DevTools issue, say). */
function detailsOf(audit) {
  const kinds = (audit.details?.items ?? []).map((item) => item.issueType ?? item.description).filter(Boolean);
  return kinds.length > 0 ? `: ${[...new Set(kinds)].join(', ')}` : '';
}

/** The audits of `categories` that cost points in this run: "category: audit id (title)". */
function failingAudits(lhr, categories) {
  return categories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => `${category}: ${audit.id} (${audit.title}${detailsOf(audit)})`),
  );
}

/** " (goal missed)" after a score below its category's goal. */
const missed = (score, category) => (score < GOALS[category] ? ' (goal missed)' : '');

/** Signs the browser in the way the web app keeps a session: the token in localStorage. */
async function signInBrowser(port, origin, token) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${origin}/api/health`);
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
  await page.close();
  await browser.disconnect();
}

// `--runs=N` audits each page N times (5 by default) and reports the run with the median score:
// one run's score moves by ten points and more on a busy machine.
const runsArgument = process.argv.find((argument) => argument.startsWith('--runs='));
const runs = runsArgument ? Math.max(1, Number(runsArgument.slice('--runs='.length)) || 1) : 5;

/** `runs` audits of `url`; the one with the median score, with every run's score. */
async function audit(url, port) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) results.push(await auditRetryingTrace(url, port, run));
  const byScore = [...results].sort((a, b) => a.score - b.score);
  return { ...byScore[Math.floor((byScore.length - 1) / 2)], scores: results.map((result) => result.score) };
}

/** Lighthouse now and then loses the page's trace (NO_NAVSTART); a second try records it. */
async function auditRetryingTrace(url, port, run) {
  try {
    return await auditOnce(url, port, run);
  } catch (error) {
    if (!String(error?.message).includes('NO_NAVSTART')) throw error;
    return auditOnce(url, port, run);
  }
}

// `--pages=calendar` (or landing,login,calendar,plan,friends,availability,profile) audits only
// those, e.g. while working on one page.
const pagesArgument = process.argv.find((argument) => argument.startsWith('--pages='));
const wanted = (page) => !pagesArgument || pagesArgument.slice('--pages='.length).split(',').includes(page);

if (!existsSync(chromiumPath)) {
  console.error(`No Chromium at ${chromiumPath}: install Debian's package or set CHROMIUM_PATH.`);
  process.exit(1);
}
// `--dist=<dir>` audits another build (an earlier commit's, say) with this server, for a before/after.
const distArgument = process.argv.find((argument) => argument.startsWith('--dist='));
const webDistDir = distArgument ? distArgument.slice('--dist='.length) : undefined;
if (!webDistDir && !process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@hangtime/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const appPort = Number(process.env.LIGHTHOUSE_PORT ?? (await freePort()));
const { origin, stop } = await startProductionServer({
  root,
  port: appPort,
  autoVerifiedDomain: AUTO_VERIFIED,
  webDistDir,
});

let chrome;
try {
  const token = await seedRealisticMonth(origin, AUTO_VERIFIED);
  await seedFriendsReadyToPlan(origin, AUTO_VERIFIED, token);
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows = [];
  if (wanted('landing')) rows.push(await audit(`${origin}/`, chrome.port));
  if (wanted('login')) rows.push(await audit(`${origin}/login`, chrome.port));
  const signedInPages = [
    ['calendar', '/calendar'],
    ['plan', '/calendar?plan=1'],
    ['friends', '/friends'],
    // The availability page's route (/availability is the Not Found page).
    ['availability', '/availability-windows'],
    ['profile', '/profile'],
  ].filter(([name]) => wanted(name));
  if (signedInPages.length > 0) await signInBrowser(chrome.port, origin, token);
  for (const [, path] of signedInPages) rows.push(await audit(`${origin}${path}`, chrome.port));

  console.log(`\nThe run with the median score of ${runs} per page (the scores of all runs in brackets):`);
  const goalText = Object.entries(GOALS)
    .map(([category, goal]) => `${category} ≥ ${goal}`)
    .join(', ');
  console.log(`Goals on every page: ${goalText}.`);
  console.log(
    '\n| page | performance | accessibility | best practices | LCP | TBT | CLS | main-thread CPU | script files | script KB | requests | KB transferred |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const landedElsewhere =
      new URL(row.finalUrl).pathname !== row.page ? ` (landed on ${new URL(row.finalUrl).pathname})` : '';
    const allScores = runs > 1 ? ` (${row.scores.join(', ')})` : '';
    console.log(
      `| ${row.page}${landedElsewhere} | ${row.score}${allScores}${missed(row.score, 'performance')} | ` +
        `${row.accessibility}${missed(row.accessibility, 'accessibility')} | ` +
        `${row.bestPractices}${missed(row.bestPractices, 'best-practices')} | ` +
        `${row.lcp.toFixed(1)} s | ${row.tbt.toFixed(0)} ms | ${row.cls.toFixed(3)} | ${row.cpuMs.toFixed(0)} ms | ` +
        `${row.scriptFiles} | ${row.scriptKb.toFixed(0)} | ${row.requests} | ${row.transferKb.toFixed(0)} |`,
    );
  }
  const failing = rows.filter((row) => row.failing.length > 0);
  if (failing.length > 0) console.log('\nAudits that cost accessibility or best-practices points (the median run):');
  for (const row of failing) console.log(`- ${row.page}: ${row.failing.join('; ')}`);
  console.log(
    `\nJavaScript every page loads first (index.html's static imports): ${entryJavaScriptGzipKb().toFixed(1)} KB gzip`,
  );
} finally {
  await chrome?.kill();
  await stop();
}
