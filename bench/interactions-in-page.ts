// The functions bench/interactions.ts runs inside the page, and what they use of the browser.
import type { Page } from '@playwright/test';

/**
 * A result on the screen: a dialog whose name (its labelling element's text) matches `dialog`, or
 * the grid drawing `gridView` with no "Loading calendar" status left. Checked by a query in the page
 * on each change of the DOM: Playwright's role locators poll the page's accessibility tree, several
 * times a second at 4× CPU, and that work fell inside the measured time (a third of a second during
 * Hangtime Now!'s wait for the server).
 */
export type Shown = { dialog: string } | { gridView: string };

/**
 * What the functions run in the page use of the browser, said here: this folder is type-checked
 * with the server's settings, which have no DOM types.
 */
export type InPage = {
  __interactionDurations: number[];
  document: InPageNode & { body: InPageNode; getElementById(id: string): InPageNode | null };
  MutationObserver: new (callback: () => void) => {
    observe(target: InPageNode, options: { childList: boolean; subtree: boolean; attributes: boolean }): void;
    disconnect(): void;
  };
  requestIdleCallback(callback: () => void, options: { timeout: number }): void;
  setTimeout(callback: () => void, ms: number): void;
  localStorage: { setItem(key: string, value: string): void };
  PerformanceObserver: new (
    callback: (list: { getEntries(): { duration: number; interactionId?: number }[] }) => void,
  ) => { observe(options: { type: string; durationThreshold: number; buffered: boolean }): void };
};

type InPageNode = {
  textContent: string | null;
  querySelector(selector: string): InPageNode | null;
  querySelectorAll(selector: string): Iterable<InPageNode>;
  getAttribute(name: string): string | null;
};

/** Resolves once `shown` is on the screen: checked now, then after each change of the DOM. */
export function waitUntilShown(shown: Shown) {
  const page = globalThis as unknown as InPage;
  const { document } = page;
  const nameOf = (element: InPageNode) => {
    const labelId = element.getAttribute('aria-labelledby');
    return (labelId ? document.getElementById(labelId)?.textContent : element.getAttribute('aria-label'))?.trim() ?? '';
  };
  const isLoading = (element: InPageNode) =>
    [element.getAttribute('aria-label'), element.textContent?.trim()].includes('Loading calendar');
  const isShown = () =>
    'dialog' in shown
      ? [...document.querySelectorAll('[role="dialog"]')].some((element) =>
          new RegExp(shown.dialog).test(nameOf(element)),
        )
      : document.querySelector(`[data-grid-view="${shown.gridView}"]`) !== null &&
        ![...document.querySelectorAll('[role="status"]')].some(isLoading);
  return new Promise<void>((resolve, reject) => {
    if (isShown()) return resolve();
    const observer = new page.MutationObserver(() => {
      if (!isShown()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    page.setTimeout(() => {
      observer.disconnect();
      reject(new Error(`not shown within a minute: ${JSON.stringify(shown)}`));
    }, 60_000);
  });
}

/**
 * `fn(argument)` as code to evaluate in the page. tsx keeps the names of the functions it compiles by
 * wrapping each in a `__name` helper that only the bench's own module has: the page gets one too.
 */
export const inPage = <Argument>(fn: (argument: Argument) => unknown, argument: Argument) =>
  `(() => { const __name = (target) => target; return (${fn.toString()})(${JSON.stringify(argument)}); })()`;

/** Collects Event Timing entries of real interactions (those with an interactionId) in the page. */
export function recordInteractions() {
  const page = globalThis as unknown as InPage;
  page.__interactionDurations = [];
  new page.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) page.__interactionDurations.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Resolves once the page's main thread has had an idle moment (its follow-up work done). */
export const idle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        (globalThis as unknown as InPage).requestIdleCallback(() => resolve(), { timeout: 5000 }),
      ),
  );
