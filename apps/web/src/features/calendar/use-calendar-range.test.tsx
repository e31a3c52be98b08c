import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VIEW_STORAGE_KEY } from './logic/calendar-views';
import { useCalendarRange } from './use-calendar-range';

afterEach(() => window.localStorage.clear());

/** Two animation frames: the page follows a press once the frame that shows it is drawn. */
const twoFrames = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

describe('useCalendarRange', () => {
  it('opens on Week the first time, and on the view last chosen after that', async () => {
    const first = renderHook(() => useCalendarRange(false));
    expect(first.result.current.view).toBe('week');
    act(() => first.result.current.changeView('twoWeeks'));
    await twoFrames();
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
  it('shows the press on the switch at once, and moves the page once that is drawn', async () => {
    const { result } = renderHook(() => useCalendarRange(false));
    act(() => result.current.changeView('month'));
    // The press's own frame: the switch and the remembered choice only.
    expect(result.current.switchView).toBe('month');
    expect(result.current.view).toBe('week');
    expect(result.current.gridView).toBe('timeGridWeek');
    expect(window.localStorage.getItem(VIEW_STORAGE_KEY)).toBe('month');
    await twoFrames();
    expect(result.current.view).toBe('month');
    expect(result.current.gridView).toBe('dayGridMonth');
    expect(result.current.switchView).toBe('month');
  });

  it('follows only the last of quick presses', async () => {
    const { result } = renderHook(() => useCalendarRange(false));
    act(() => result.current.changeView('month'));
    act(() => result.current.changeView('upcoming'));
    expect(result.current.switchView).toBe('upcoming');
    await twoFrames();
    expect(result.current.view).toBe('upcoming');
    expect(result.current.gridView).toBeUndefined();
  });

  it('moves the grid in the same task as the page, before the page draws the new view', async () => {
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
    expect(api.changeView).not.toHaveBeenCalled();
    await twoFrames();
    expect(api.changeView).toHaveBeenCalledTimes(1);
    expect(api.changeView).toHaveBeenCalledWith('dayGridMonth');
    // Called with the page's change: the page had not drawn Month yet, so FullCalendar's own update
    // joins that render instead of following it.
    expect(viewWhenMoved).toEqual(['week']);
    expect(result.current.view).toBe('month');
  });
});
