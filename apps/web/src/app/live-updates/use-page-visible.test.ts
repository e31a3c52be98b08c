import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageVisible } from './use-page-visible';

let visibility: DocumentVisibilityState = 'visible';

function show(state: DocumentVisibilityState) {
  visibility = state;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('usePageVisible', () => {
  it('stays true through a short switch of tabs, and turns false once hidden past the grace', () => {
    const { result } = renderHook(() => usePageVisible(60_000));
    expect(result.current).toBe(true);
    show('hidden');
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current).toBe(true);
    show('visible');
    act(() => vi.advanceTimersByTime(120_000));
    expect(result.current).toBe(true);

    show('hidden');
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(false);
    show('visible');
    expect(result.current).toBe(true);
  });
});
