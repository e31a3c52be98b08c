// Registers the service worker (src/service-worker/sw.ts) once the first page has loaded and the
// browser is idle: it never competes with the first screen, and it asks nothing of the person.
// A new version installs beside the old one and takes over on the next visit.

const IDLE_TIMEOUT_MS = 10_000;

export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A refusal (private mode, a browser policy) leaves the app as it is: it works without one.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  const whenIdle = () => {
    // Safari has no requestIdleCallback: the load event is late enough there.
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
    else register();
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
