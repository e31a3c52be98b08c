// Spec §8: errors nobody caught (a failed promise in a handler, a third-party script) are logged
// and kept from the browser's default reporting; screens show their own messages instead.

/**
 * The browser reports "ResizeObserver loop completed with undelivered notifications" (Chrome;
 * "loop limit exceeded" in older ones) when a resize callback changes a layout that is observed
 * too, as Mantine and FullCalendar do while a phone's address bar slides. The remaining
 * notifications arrive in the next frame: nothing failed, there is no Error object, and logging
 * it as an error only buries real ones. This notice alone is passed over.
 */
export function isResizeObserverLoopNotice(event: Pick<ErrorEvent, 'message' | 'error'>): boolean {
  return (
    (event.error === null || event.error === undefined) &&
    /^(?:Uncaught )?(?:Error: )?ResizeObserver loop (?:completed with undelivered notifications|limit exceeded)/.test(
      event.message,
    )
  );
}

export function installGlobalErrorHandlers(): void {
  window.addEventListener('error', (event) => {
    if (isResizeObserverLoopNotice(event)) {
      event.preventDefault();
      return;
    }
    console.error('Unhandled error', event.error ?? event.message);
    event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    console.error('Unhandled promise rejection', event.reason);
    event.preventDefault();
  });
}
