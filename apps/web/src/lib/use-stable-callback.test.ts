import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStableCallback } from './use-stable-callback';

describe('useStableCallback', () => {
  it('keeps one function across renders, which calls the callback of the latest render', () => {
    const calls: string[] = [];
    const { result, rerender } = renderHook(
      ({ name }) => useStableCallback((greeting: string) => calls.push(`${greeting} ${name}`)),
      {
        initialProps: { name: 'Ada' },
      },
    );
    const first = result.current;
    rerender({ name: 'Grace' });
    expect(result.current).toBe(first);
    first('Hello');
    expect(calls).toEqual(['Hello Grace']);
  });

  it('returns what the callback returns', () => {
    const { result } = renderHook(() => useStableCallback((a: number, b: number) => a + b));
    expect(result.current(2, 3)).toBe(5);
  });
});
