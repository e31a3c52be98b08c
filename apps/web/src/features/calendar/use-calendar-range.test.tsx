import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VIEW_STORAGE_KEY } from './logic/calendar-views';
import { useCalendarRange } from './use-calendar-range';

afterEach(() => window.localStorage.clear());

describe('useCalendarRange', () => {
  it('opens on Week the first time, and on the view last chosen after that', () => {
    const first = renderHook(() => useCalendarRange(false));
    expect(first.result.current.view).toBe('week');
    act(() => first.result.current.changeView('twoWeeks'));
    expect(first.result.current.gridView).toBe('timeGridTwoWeeks');
    expect(window.localStorage.getItem(VIEW_STORAGE_KEY)).toBe('twoWeeks');
    first.unmount();

    // The next visit.
    const next = renderHook(() => useCalendarRange(false));
    expect(next.result.current.view).toBe('twoWeeks');
  });

  it('shows three days for Week on a phone, and seven once the screen is wide', () => {
    const { result, rerender } = renderHook(({ isPhone }) => useCalendarRange(isPhone), {
      initialProps: { isPhone: true },
    });
    expect(result.current.gridView).toBe('timeGridThreeDay');
    rerender({ isPhone: false });
    expect(result.current.gridView).toBe('timeGridWeek');
  });
});
