// npm run bench:interactions: how much main-thread work the calendar's interactions cost on a
// phone, in Chromium at 4× CPU slowdown (Lighthouse's mobile setting), on the production build
// served by the real server with a realistic month and three friends. Each interaction runs five
// times; the table shows the median, the first time (which loads and compiles the code it needs)
// and the worst, beside the budget of issue 26: ≤ 200 ms, what INP calls "good". A measurement like `npm run bench`, not a test: nothing here fails a build.
//
// Three numbers per interaction:
// - main-thread work: the renderer's task time (DevTools' Performance.getMetrics TaskDuration)
//   from the input until the result is on screen and the page is idle again, so work done after
//   the first paint (a modal filling in, a grid drawn on the next frame) counts too;
// - INP: the Event Timing API's longest interaction (input to the next paint), as browsers report it;
// - CPU time: the main thread's own (DevTools' ThreadTime), over the same span. The slowdown keeps
//   the thread busy, so it counts at 4× too; but time spent waiting for a core does not, where the
//   task time stretches with it: compare builds by this when others share the machine.
//
// `--no-build` reuses apps/web/dist, `--dist=<dir>` measures another build (an earlier commit's, for a
// before/after in the same conditions); `--runs=N` changes the five, `--only=month,assisted` measures the
// interactions whose names hold one of the words; `--profile=<dir>` keeps a CPU
// profile of each run there (`<interaction>-<run>.cpuprofile`, DevTools' Performance panel opens it;
// the profiler's own cost inflates the numbers of that run), `--trace=<dir>` a Performance trace
// (`.trace.json`: style, layout and paint beside the script, which a CPU profile shows as "(program)");
// CHROMIUM_PATH as for the e2e tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type CDPSession, type Locator, type Page } from '@playwright/test';
import { seedFriendsReadyToPlan, seedRealisticMonth } from '../scripts/lighthouse-seed.mjs';
import { chromiumPath } from '../scripts/chromium-paths.mjs';
import { startProductionServer } from '../scripts/production-server.mjs';
import { idle, inPage, recordInteractions, waitUntilShown, type InPage, type Shown } from './interactions-in-page';

const root = join(import.meta.dirname, '..');
const AUTO_VERIFIED = 'interactions.hangtime.test';
const BUDGET_MS = 200;
const CPU_SLOWDOWN = 4;
// Lighthouse's mobile screen (a Moto G Power).
const PHONE = { width: 412, height: 823 };
// The week view's name on a phone (calendar-views.ts).
const WEEK_ON_A_PHONE = '3 Days';
const runsArgument = process.argv.find((argument) => argument.startsWith('--runs='));
const distArgument = process.argv.find((argument) => argument.startsWith('--dist='));
const webDistDir = distArgument ? distArgument.slice('--dist='.length) : undefined;
const profileArgument = process.argv.find((argument) => argument.startsWith('--profile='));
const profileDir = profileArgument ? profileArgument.slice('--profile='.length) : undefined;
const traceArgument = process.argv.find((argument) => argument.startsWith('--trace='));
const traceDir = traceArgument ? traceArgument.slice('--trace='.length) : undefined;
// DevTools' Performance panel's categories, its JavaScript samples among them.
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'toplevel',
  'blink.user_timing',
  'latencyInfo',
];
// `--only=month,assisted`: the interactions whose names contain one of these words, in their order.
const onlyArgument = process.argv.find((argument) => argument.startsWith('--only='));
const only = onlyArgument?.slice('--only='.length).toLowerCase().split(',');
const RUNS = runsArgument ? Math.max(1, Number(runsArgument.slice('--runs='.length)) || 1) : 5;

type Interaction = {
  name: string;
  /** Where the first run starts from, when the page is not there already; not measured. */
  setup?(page: Page): Promise<void>;
  /** What is pressed: found before the measurement starts, so Playwright's search is not counted. */
  target(page: Page): Locator;
  /** What shows once the interaction is done, checked in the page on each change of the DOM. */
  result: Shown;
  /** Back to where the next run starts; not measured. */
  undo(page: Page): Promise<void>;
};

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

async function pressEscapeUntilClosed(page: Page, name: string) {
  await page.keyboard.press('Escape');
  await dialog(page, name).waitFor({ state: 'hidden' });
}

const viewButton = (page: Page, view: string) =>
  page.getByRole('radiogroup', { name: 'Calendar view' }).getByText(view, { exact: true });

// The grid's FullCalendar view types (calendar-views.ts).
const GRID_VIEW = { Month: 'dayGridMonth', [WEEK_ON_A_PHONE]: 'timeGridThreeDay' } as const;

/** The page follows a press once the switch has shown it (use-calendar-range.ts): wait for the grid too. */
async function showView(page: Page, view: keyof typeof GRID_VIEW) {
  await viewButton(page, view).click();
  await page.locator(`[data-grid-view="${GRID_VIEW[view]}"]`).waitFor();
  await page.getByRole('status', { name: 'Loading calendar' }).waitFor({ state: 'detached' });
}
const HANGTIME_NOW_RESULT = '^(Event Created Successfully!|Hangtime Now! Error)$';

const interactions: Interaction[] = [
  {
    name: 'Open an event',
    target: (page) =>
      page
        .locator('[role="cell"][data-date]')
        .getByRole('button', { name: /Board games/ })
        .first(),
    result: { dialog: 'Board games' },
    undo: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: /Board games/ }).waitFor({ state: 'hidden' });
    },
  },
  {
    name: 'Switch to Month',
    target: (page) => viewButton(page, 'Month'),
    result: { gridView: GRID_VIEW.Month },
    undo: (page) => showView(page, WEEK_ON_A_PHONE),
  },
  {
    name: `Switch to ${WEEK_ON_A_PHONE}`,
    setup: (page) => showView(page, 'Month'),
    target: (page) => viewButton(page, WEEK_ON_A_PHONE),
    result: { gridView: GRID_VIEW[WEEK_ON_A_PHONE] },
    undo: (page) => showView(page, 'Month'),
  },
  {
    name: "Hangtime Now!'s result",
    target: (page) => page.getByRole('button', { name: 'Hangtime Now!' }),
    result: { dialog: HANGTIME_NOW_RESULT },
    undo: async (page) => {
      const result = page.getByRole('dialog', { name: new RegExp(HANGTIME_NOW_RESULT) });
      await result.getByRole('button', { name: 'Close' }).last().click();
      await result.waitFor({ state: 'hidden' });
    },
  },
  {
    name: 'Open the assisted flow',
    target: (page) => page.getByRole('button', { name: 'Hangtime', exact: true }),
    result: { dialog: '^Hangtime$' },
    undo: (page) => pressEscapeUntilClosed(page, 'Hangtime'),
  },
];

/** The renderer's task time (wall clock) and its main thread's CPU time so far, in ms. */
async function mainThreadMs(cdp: CDPSession): Promise<{ task: number; cpu: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const read = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return { task: read('TaskDuration'), cpu: read('ThreadTime') };
}

const fileName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

async function measure(page: Page, cdp: CDPSession, interaction: Interaction, run: number) {
  // Where a person's finger lands: found, scrolled to and measured before the span, so none of
  // Playwright's own work in the page (finding the element, its checks that it is visible, still
  // and not covered) counts as the app's.
  const target = interaction.target(page);
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${interaction.name}: nothing to press`);
  await idle(page);
  await page.evaluate(() => {
    (globalThis as unknown as InPage).__interactionDurations = [];
  });
  if (profileDir) await cdp.send('Profiler.start');
  const tracePath = traceDir && join(traceDir, `${fileName(interaction.name)}-${run}.trace.json`);
  if (tracePath) await page.context().browser()?.startTracing(page, { path: tracePath, categories: TRACE_CATEGORIES });
  const before = await mainThreadMs(cdp);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.evaluate(inPage(waitUntilShown, interaction.result));
  await idle(page);
  const after = await mainThreadMs(cdp);
  const work = after.task - before.task;
  const cpu = after.cpu - before.cpu;
  if (tracePath) await page.context().browser()?.stopTracing();
  if (profileDir) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(join(profileDir, `${fileName(interaction.name)}-${run}.cpuprofile`), JSON.stringify(profile));
  }
  const inp = await page.evaluate(() => Math.max(0, ...(globalThis as unknown as InPage).__interactionDurations));
  await interaction.undo(page);
  return { work, cpu, inp };
}

async function openCalendar(page: Page, origin: string, token: string) {
  await page.goto(`${origin}/api/health`);
  await page.evaluate((value) => (globalThis as unknown as InPage).localStorage.setItem('token', value), token);
  await page.goto(`${origin}/calendar`);
  await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
  await page.getByRole('status', { name: 'Loading calendar' }).waitFor({ state: 'detached' });
  // The setup reminders come a moment after the page; each is put away so none covers a button.
  await page.locator('[data-setup-checks="done"]').waitFor({ state: 'attached' });
  const dismiss = page.getByRole('region', { name: 'Setup reminders' }).getByRole('button', { name: /^Dismiss / });
  while ((await dismiss.count()) > 0) await dismiss.first().dispatchEvent('click');
  await showView(page, WEEK_ON_A_PHONE);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

if (!existsSync(chromiumPath)) {
  console.error(`No Chromium at ${chromiumPath}: install Debian's package or set CHROMIUM_PATH.`);
  process.exit(1);
}
if (!webDistDir && !process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@hangtime/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(process.env.INTERACTIONS_PORT ?? 3457);
const { origin, stop } = await startProductionServer({
  root,
  port,
  autoVerifiedDomain: AUTO_VERIFIED,
  webDistDir,
});
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const token = await seedRealisticMonth(origin, AUTO_VERIFIED);
  await seedFriendsReadyToPlan(origin, AUTO_VERIFIED, token);
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1.75, timezoneId: 'UTC' });
  const page = await context.newPage();
  await page.addInitScript(recordInteractions);
  await openCalendar(page, origin, token);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  if (profileDir) {
    mkdirSync(profileDir, { recursive: true });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  console.log(
    `\nMain-thread work per interaction at ${CPU_SLOWDOWN}× CPU slowdown, ${PHONE.width}×${PHONE.height}, ${RUNS} runs each:`,
  );
  console.log(
    '\n| interaction | main-thread work, median | first time | worst | INP, median | budget | CPU time, median |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const interaction of interactions) {
    if (only && !only.some((word) => interaction.name.toLowerCase().includes(word))) continue;
    await interaction.setup?.(page);
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(page, cdp, interaction, run));
    const works = runs.map((run) => run.work);
    const verdict = median(works) <= BUDGET_MS ? 'met' : `missed by ${Math.round(median(works) - BUDGET_MS)} ms`;
    console.log(
      `| ${interaction.name} | ${Math.round(median(works))} ms | ${Math.round(works[0]!)} ms | ` +
        `${Math.round(Math.max(...works))} ms | ` +
        `${Math.round(median(runs.map((run) => run.inp)))} ms | ≤ ${BUDGET_MS} ms (${verdict}) | ` +
        `${Math.round(median(runs.map((run) => run.cpu)))} ms |`,
    );
  }
} finally {
  await browser.close();
  await stop();
}
