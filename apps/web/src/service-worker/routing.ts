// What the service worker does with each request, as pure rules a unit test reads without a worker.

/**
 * Paths never answered from a cache: the API and the calendar feeds carry personal data (behaviour.md,
 * "Installable app and push notifications"), and the dev outbox is a live view. The worker leaves them
 * to the network untouched, so after logout no answer of the person can come back from it.
 */
const NETWORK_ONLY_PREFIXES = ['/api/', '/feeds/', '/dev/'];

export const OFFLINE_PAGE = '/offline.html';

export type RequestPlan =
  /** Not the worker's business: the browser fetches it as if there were no worker. */
  | { kind: 'pass' }
  /** A page: from the network; when that fails, the offline page. */
  | { kind: 'page' }
  /** One of the build's files: from the precache when it holds it, else the network. */
  | { kind: 'shell-file' };

export function planRequest(request: { method: string; url: string; mode: string }, scopeOrigin: string): RequestPlan {
  if (request.method !== 'GET') return { kind: 'pass' };
  const url = new URL(request.url);
  if (url.origin !== scopeOrigin) return { kind: 'pass' };
  if (NETWORK_ONLY_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return { kind: 'pass' };
  if (request.mode === 'navigate') return { kind: 'page' };
  return { kind: 'shell-file' };
}

/** The cache's name changes with the precached files' revisions, so each build has its own. */
export function shellCacheName(entries: readonly { url: string; revision?: string | null }[]): string {
  let hash = 5381;
  for (const entry of entries) {
    for (const char of `${entry.url}#${entry.revision ?? ''};`) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  }
  return `hangtime-shell-${hash.toString(36)}`;
}

export const SHELL_CACHE_PREFIX = 'hangtime-shell-';
