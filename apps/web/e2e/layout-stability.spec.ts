// Nothing in the calendar's grid moves in sight on a first visit (Lighthouse's CLS): FullCalendar
// measures its time column and rows after its first draw and then sizes them, which moved the
// header and the rows aside and down (0.14 of layout shift on a phone, most of the page's score).
import { expect, test } from '@playwright/test';
import { CalendarScreen } from './pages/calendar-page';
import { newMember, signIn } from './support/session';

type Shift = { value: number; inGrid: boolean };

// A phone's width, and tall enough that the grid is in sight below a new member's setup card:
// only what moves in sight counts as a shift.
test.use({ viewport: { width: 375, height: 1600 } });

test('a first visit to the calendar on a phone draws the grid where it stays: no layout shift in it', async ({
  page,
}) => {
  const member = await newMember('Lena');
  await signIn(page, member.token);
  // Every layout shift from the page's start, with whether one of the moved elements was the grid's.
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { __shifts: shifts });
    type LayoutShift = PerformanceEntry & { value: number; sources: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        const inGrid = entry.sources.some(
          (source) => source.node instanceof Element && source.node.closest('[data-grid-view]') !== null,
        );
        shifts.push({ value: entry.value, inGrid });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  // A phone's CPU (Lighthouse's 4x slowdown): on a fast one the sizing pass can land before the
  // first frame is shown, and the shift it makes on phones would not show here.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const calendar = new CalendarScreen(page);
  await page.goto('/calendar');
  await calendar.expectLoaded();
  const grid = page.locator('[data-grid-view]');
  await expect(grid).toBeVisible();
  // The frames after the grid showed, in which a late sizing would move it; the observer reports
  // what they shifted before the page's next task.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
  );

  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  expect(shifts.filter((shift) => shift.inGrid)).toEqual([]);
});
