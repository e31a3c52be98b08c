import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('useCalendarRange changeView', () => {
  it('moves the grid in the same event as the page, before the page draws the new view', () => {
    const drawn: string[] = [];
    const { result } = renderHook(() => {
      const range = useCalendarRange(true);
      drawn.push(range.view);
      return range;
    });
    const viewWhenMoved: (string | undefined)[] = [];
    const api = {
      view: { type: 'timeGridThreeDay' },
      changeView: vi.fn((type: string) => {
        viewWhenMoved.push(drawn.at(-1));
        api.view.type = type;
      }),
    };
    (result.current.calendarRef as { current: unknown }).current = { getApi: () => api };
    act(() => result.current.changeView('month'));
    expect(api.changeView).toHaveBeenCalledTimes(1);
    expect(api.changeView).toHaveBeenCalledWith('dayGridMonth');
    // Called from the press itself: the page had not drawn Month yet, so FullCalendar's own update
    // joins that render instead of following it.
    expect(viewWhenMoved).toEqual(['week']);
    expect(result.current.view).toBe('month');
  });
});
