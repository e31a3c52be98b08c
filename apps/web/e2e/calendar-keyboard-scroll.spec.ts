// The week's hours scroll inside the calendar's own pane. With nothing focusable in it (a new
// member's empty week: no events, no free-together bands), the browser makes the pane itself a stop
// of Tab (Chromium's keyboard-focusable scrollers, as Firefox does), so a keyboard reaches it and
// scrolls it (docs/behaviour.md, "Accessibility").
import { expect, test } from '@playwright/test';
import { CalendarScreen } from './pages/calendar-page';
import { newMember, signIn } from './support/session';

test("an empty week's hours scroll by keyboard: Tab reaches their pane, and its keys move it", async ({ page }) => {
  const member = await newMember('Keys');
  await signIn(page, member.token);
  const calendar = new CalendarScreen(page);
  await page.goto('/calendar');
  await calendar.expectLoaded();
  await expect(page.locator('[role="cell"][data-date]').first()).toBeVisible();

  const isOnScrollingPane = () =>
    page.evaluate(() => {
      const focused = document.activeElement;
      return (
        focused instanceof HTMLElement &&
        focused.scrollHeight > focused.clientHeight &&
        /(auto|scroll)/.test(getComputedStyle(focused).overflowY)
      );
    });
  let isReached = false;
  for (let press = 0; press < 60 && !isReached; press += 1) {
    await page.keyboard.press('Tab');
    isReached = await isOnScrollingPane();
  }
  expect(isReached, 'Tab reaches the pane of hours').toBe(true);

  // End goes to the evening's last hour, Home back to midnight: one of them moves the pane, wherever
  // it opened (at the hour at hand).
  const position = () =>
    page.evaluate(() => {
      const pane = document.activeElement as HTMLElement;
      return { top: pane.scrollTop, bottom: pane.scrollHeight - pane.clientHeight };
    });
  await page.keyboard.press('End');
  await expect.poll(async () => (await position()).top).toBeGreaterThan(0);
  const { bottom } = await position();
  await expect.poll(async () => (await position()).top).toBeGreaterThanOrEqual(bottom - 1);
  await page.keyboard.press('Home');
  await expect.poll(async () => (await position()).top).toBe(0);
});
