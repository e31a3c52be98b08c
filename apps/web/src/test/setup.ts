// happy-dom lacks a few browser APIs Mantine relies on.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { writeMarks } from '../lib/live-updates/marks';

// waitFor and findBy* give up after 5 s, not Testing Library's 1 s: CI runs these tests beside the
// end-to-end tests on two cores, where a first render that loads a lazy module took over a second.
// A wait still ends as soon as its condition holds; only a test that fails waits longer.
configure({ asyncUtilTimeout: 5000 });

// The session's first check loads the user's contract lazily (lib/session/get-me.ts). Loading a
// module takes real time, which a test on fake timers never moves on: the first such test of a run
// would see no session. Loaded here once, the lazy import resolves at once in every test.
await import('@hangtime/core/auth/user');

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: window.ResizeObserver });

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
  writeMarks.clear();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
