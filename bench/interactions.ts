// npm run bench:interactions: how much main-thread work the calendar's interactions cost on a
// phone, in Chromium at 4× CPU slowdown (Lighthouse's mobile setting), on the production build
// served by the real server with a realistic month and three friends. Each interaction runs five
// times; the table shows the median, the first time (which loads and compiles the code it needs)
// and the worst, beside the budget of issue 26: ≤ 200 ms, what INP calls "good". A measurement like `npm run bench`, not a test: nothing here fails a build.
//
// Two numbers per interaction:
// - main-thread work: the renderer's task time (DevTools' Performance.getMetrics TaskDuration)
//   from the input until the result is on screen and the page is idle again, so work done after
//   the first paint (a modal filling in, a grid drawn on the next frame) counts too;
// - INP: the Event Timing API's longest interaction (input to the next paint), as browsers report it.
//
// `--no-build` reuses apps/web/dist; `--runs=N` changes the five; CHROMIUM_PATH as for the e2e tests.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { seedFriendsReadyToPlan, seedRealisticMonth } from '../scripts/lighthouse-seed.mjs';
import { startProductionServer } from '../scripts/production-server.mjs';

const root = join(import.meta.dirname, '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const AUTO_VERIFIED = 'interactions.hangtime.test';
const BUDGET_MS = 200;
const CPU_SLOWDOWN = 4;
// Lighthouse's mobile screen (a Moto G Power).
const PHONE = { width: 412, height: 823 };
// The week view's name on a phone (calendar-views.ts).
const WEEK_ON_A_PHONE = '3 Days';
const runsArgument = process.argv.find((argument) => argument.startsWith('--runs='));
const RUNS = runsArgument ? Math.max(1, Number(runsArgument.slice('--runs='.length)) || 1) : 5;

type Interaction = {
  name: string;
  /** The input, and the wait until its result is on screen. */
  act(page: Page): Promise<void>;
  /** Back to where the next run starts; not measured. */
  undo(page: Page): Promise<void>;
};

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

async function pressEscapeUntilClosed(page: Page, name: string) {
  await page.keyboard.press('Escape');
  await dialog(page, name).waitFor({ state: 'hidden' });
}

async function showView(page: Page, view: string) {
  await page.getByRole('radiogroup', { name: 'Calendar view' }).getByText(view, { exact: true }).click();
  await page.getByRole('status', { name: 'Loading calendar' }).waitFor({ state: 'detached' });
}

const interactions: Interaction[] = [
  {
    name: 'Open an event',
    act: async (page) => {
      const event = page
        .locator('[role="cell"][data-date]')
        .getByRole('button', { name: /Board games/ })
        .first();
      await event.click();
      await page.getByRole('dialog', { name: /Board games/ }).waitFor();
    },
    undo: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: /Board games/ }).waitFor({ state: 'hidden' });
    },
  },
  {
    name: 'Switch to Month',
    act: (page) => showView(page, 'Month'),
    undo: (page) => showView(page, WEEK_ON_A_PHONE),
  },
  {
    name: `Switch to ${WEEK_ON_A_PHONE}`,
    act: (page) => showView(page, WEEK_ON_A_PHONE),
    undo: (page) => showView(page, 'Month'),
  },
  {
    name: "Hangtime Now!'s result",
    act: async (page) => {
      await page.getByRole('button', { name: 'Hangtime Now!' }).click();
      await page
        .getByRole('dialog', { name: /^(Event Created Successfully!|Hangtime Now! Error)$/ })
        .waitFor({ timeout: 60_000 });
    },
    undo: async (page) => {
      const result = page.getByRole('dialog', { name: /^(Event Created Successfully!|Hangtime Now! Error)$/ });
      await result.getByRole('button', { name: 'Close' }).last().click();
      await result.waitFor({ state: 'hidden' });
    },
  },
  {
    name: 'Open the assisted flow',
    act: async (page) => {
      await page.getByRole('button', { name: 'Hangtime', exact: true }).click();
      await dialog(page, 'Hangtime').waitFor();
    },
    undo: (page) => pressEscapeUntilClosed(page, 'Hangtime'),
  },
];

/**
 * What the functions run in the page use of the browser, said here: this folder is type-checked
 * with the server's settings, which have no DOM types.
 */
type InPage = {
  __interactionDurations: number[];
  requestIdleCallback(callback: () => void, options: { timeout: number }): void;
  localStorage: { setItem(key: string, value: string): void };
  PerformanceObserver: new (
    callback: (list: { getEntries(): { duration: number; interactionId?: number }[] }) => void,
  ) => { observe(options: { type: string; durationThreshold: number; buffered: boolean }): void };
};

/** Collects Event Timing entries of real interactions (those with an interactionId) in the page. */
function recordInteractions() {
  const page = globalThis as unknown as InPage;
  page.__interactionDurations = [];
  new page.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) page.__interactionDurations.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

async function taskMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/** Resolves once the page's main thread has had an idle moment (its follow-up work done). */
const idle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        (globalThis as unknown as InPage).requestIdleCallback(() => resolve(), { timeout: 5000 }),
      ),
  );

async function measure(page: Page, cdp: CDPSession, interaction: Interaction) {
  await idle(page);
  await page.evaluate(() => {
    (globalThis as unknown as InPage).__interactionDurations = [];
  });
  const before = await taskMs(cdp);
  await interaction.act(page);
  await idle(page);
  const work = (await taskMs(cdp)) - before;
  const inp = await page.evaluate(() => Math.max(0, ...(globalThis as unknown as InPage).__interactionDurations));
  await interaction.undo(page);
  return { work, inp };
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
if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@hangtime/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(process.env.INTERACTIONS_PORT ?? 3457);
const { origin, stop } = await startProductionServer({ root, port, autoVerifiedDomain: AUTO_VERIFIED });
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
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  console.log(
    `\nMain-thread work per interaction at ${CPU_SLOWDOWN}× CPU slowdown, ${PHONE.width}×${PHONE.height}, ${RUNS} runs each:`,
  );
  console.log('\n| interaction | main-thread work, median | first time | worst | INP, median | budget |');
  console.log('|---|---|---|---|---|---|');
  for (const interaction of interactions) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(page, cdp, interaction));
    const works = runs.map((run) => run.work);
    const verdict = median(works) <= BUDGET_MS ? 'met' : `missed by ${Math.round(median(works) - BUDGET_MS)} ms`;
    console.log(
      `| ${interaction.name} | ${Math.round(median(works))} ms | ${Math.round(works[0]!)} ms | ` +
        `${Math.round(Math.max(...works))} ms | ` +
        `${Math.round(median(runs.map((run) => run.inp)))} ms | ≤ ${BUDGET_MS} ms (${verdict}) |`,
    );
  }
} finally {
  await browser.close();
  await stop();
}
