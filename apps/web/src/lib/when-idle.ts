/**
 * Runs `callback` when the browser has nothing else to do (requestIdleCallback, at the latest
 * after `timeoutMs`), or after `timeoutMs` where there is no such call (Safari). For code a page
 * may need later, fetched once what it shows now is done. Returns a cancel function.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, timeoutMs);
  return () => clearTimeout(handle);
}
