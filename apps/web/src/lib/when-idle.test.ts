import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('asks the browser for an idle moment, with the time limit', () => {
    const requestIdleCallback = vi.fn((callback: () => void) => {
      callback();
      return 7;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const callback = vi.fn();
    whenIdle(callback, 1500);
    expect(callback).toHaveBeenCalledOnce();
    expect(requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: 1500 });
  });

  it('waits the time limit where the browser has no idle callback, and can be cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const callback = vi.fn();
    whenIdle(callback, 1000);
    vi.advanceTimersByTime(999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    whenIdle(cancelled, 1000)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
