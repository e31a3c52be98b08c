// Hangtime's service worker (vite-plugin-pwa, injectManifest): keeps the build's files for the next
// visit, answers a page with the offline page when the network is gone, shows push notifications
// and opens the app where a notification points. It never touches the API (routing.ts).
import { readPushMessage } from './push-message';
import { OFFLINE_PAGE, planRequest, SHELL_CACHE_PREFIX, shellCacheName } from './routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

const PRECACHE = self.__WB_MANIFEST;
const CACHE = shellCacheName(PRECACHE);
const toPath = (url: string) => new URL(url, self.location.origin).pathname;
// The plugin lists a file once per reason to keep it (an icon of the manifest and of the list).
const PRECACHE_PATHS = [...new Set(PRECACHE.map((entry) => toPath(entry.url)))];

self.addEventListener('install', (event) => {
  // No skipWaiting: a new version takes over on the next visit, never under an open page whose
  // chunks it would no longer hold.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE_PATHS)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

async function answerPage(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_PAGE, { cacheName: CACHE });
    if (offline) return offline;
    throw error;
  }
}

async function answerShellFile(request: Request): Promise<Response> {
  const cached = await caches.match(new URL(request.url).pathname, { cacheName: CACHE });
  return cached ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const plan = planRequest(event.request, self.location.origin);
  if (plan.kind === 'page') event.respondWith(answerPage(event.request));
  else if (plan.kind === 'shell-file') event.respondWith(answerShellFile(event.request));
});

self.addEventListener('push', (event) => {
  const message = readPushMessage(event.data?.text());
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/pwa-192.png',
      badge: '/pwa-192.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = readPushMessage(JSON.stringify({ title: 'x', url: event.notification.data?.url })).url;
  event.waitUntil(openOrFocus(new URL(path, self.location.origin).href));
});

async function openOrFocus(url: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    await open.focus();
    await open.navigate(url);
    return;
  }
  await self.clients.openWindow(url);
}
