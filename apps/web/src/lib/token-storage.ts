// The session token lives in localStorage under "token" (spec §4). Subscribers hear about
// changes from this tab and from other tabs, so signing out in one tab signs out all of them.
// Storage can be unavailable (private mode, blocked storage); the token then lasts for the page.
const TOKEN_KEY = 'token';

let memoryToken: string | null = null;
const listeners = new Set<() => void>();

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return memoryToken;
  }
}

export function writeToken(token: string | null): void {
  memoryToken = token;
  try {
    if (token === null) window.localStorage.removeItem(TOKEN_KEY);
    else window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Kept in memory only: see above.
  }
  listeners.forEach((listener) => listener());
}

/**
 * Forgets the token without telling this tab's subscribers: used right before a full page
 * load, so no screen re-renders signed out in between. Other tabs still hear about it.
 */
export function forgetTokenQuietly(): void {
  memoryToken = null;
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored: see above.
  }
}

export function subscribeToToken(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
