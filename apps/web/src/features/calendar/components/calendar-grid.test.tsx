// FullCalendar compares its function options by identity and redraws its whole grid when one is
// new. The grid is replaced here by a stand-in that records the options it is given, to check that
// a page re-rendering with fresh inline handlers hands it the very same functions. The theme is
// FullCalendar's own (breezy), as the grid draws with it.
import breezyTheme from '@fullcalendar/react/themes/breezy';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { CalendarRef } from '@fullcalendar/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { CalendarGrid, type CalendarGridProps } from './calendar-grid';

const received = vi.hoisted(() => [] as Record<string, unknown>[]);

vi.mock('@fullcalendar/react', () => ({
  default: (props: Record<string, unknown>) => {
    received.push(props);
    return null;
  },
}));
vi.mock('@fullcalendar/react/daygrid', () => ({ default: {} }));
vi.mock('@fullcalendar/react/interaction', () => ({ default: {} }));
vi.mock('@fullcalendar/react/timegrid', () => ({ default: {} }));

const functionOptions = [
  'datesSet',
  'eventContent',
  'eventClick',
  'dateClick',
  'dayHeaderContent',
  'dayCellTopContent',
  'backgroundEventContent',
];
const freeByDay = new Map();
const inputs: CalendarGridProps['inputs'] = [];

/** A page that re-renders with new inline handlers at each click, as the calendar page does when a query settles. */
function Page({ onAddEvent }: { onAddEvent: (start: Date) => void }) {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
      <Grid isPhone={false} inputs={inputs} onAddEvent={(start) => onAddEvent(start)} />
    </>
  );
}

describe('CalendarGrid', () => {
  it('hands FullCalendar the same functions when the page re-renders with new handlers', () => {
    received.length = 0;
    renderWithApp(<Page onAddEvent={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Render again' }));
    const [first, last] = [received[0]!, received.at(-1)!];
    expect(received.length).toBeGreaterThan(1);
    for (const option of functionOptions) {
      expect(typeof last[option], option).toBe('function');
      expect(last[option], option).toBe(first[option]);
    }
  });

  it('calls the handler of the latest render', () => {
    received.length = 0;
    const onAddEvent = vi.fn();
    renderWithApp(<Page onAddEvent={onAddEvent} />);
    fireEvent.click(screen.getByRole('button', { name: 'Render again' }));
    const dateClick = received.at(-1)!.dateClick as (info: unknown) => void;
    const slot = new Date('2026-11-30T15:00:00Z');
    dateClick({ date: slot, allDay: false, jsEvent: { target: null } });
    expect(onAddEvent).toHaveBeenCalledWith(slot);
  });

  it('hands FullCalendar the events once its frame is on the screen, not in its first draw', async () => {
    received.length = 0;
    const events: CalendarGridProps['inputs'] = [
      { id: 'ev-1', title: 'Brunch', start: '2026-11-26T14:00:00Z', end: '2026-11-26T16:00:00Z' },
    ];
    renderWithApp(<Grid isPhone={false} inputs={events} />);
    expect(received[0]!.events).toEqual([]);
    await waitFor(() => expect(received.at(-1)!.events).toBe(events));
  });

  it("draws a phone's narrow columns narrow from the first draw, and a desktop's with the theme as it is", () => {
    type Theme = { name?: string; optionDefaults?: Record<string, (info: object) => unknown> };
    const themeOf = (props: Record<string, unknown>) =>
      (props.plugins as Theme[]).find((plugin) => plugin.name?.startsWith((breezyTheme as Theme).name!));
    const eventTitleClass = (theme: Theme | undefined, isNarrow: boolean) =>
      theme?.optionDefaults?.columnEventTitleClass?.({ isNarrow });
    received.length = 0;
    renderWithApp(<Grid isPhone inputs={inputs} />);
    const phoneTheme = themeOf(received[0]!);
    expect(eventTitleClass(phoneTheme, false)).toBe(eventTitleClass(breezyTheme as Theme, true));
    expect(eventTitleClass(breezyTheme as Theme, false)).not.toBe(eventTitleClass(breezyTheme as Theme, true));
    received.length = 0;
    renderWithApp(<Grid isPhone={false} inputs={inputs} />);
    expect(themeOf(received[0]!)).toBe(breezyTheme);
  });
});

describe('CalendarGrid on Week and 2 Weeks', () => {
  it("marks today's column, its header and its lane, and no other day", () => {
    received.length = 0;
    renderWithApp(<Grid isPhone={false} inputs={inputs} />);
    const { dayHeaderClass, dayLaneClass } = received[0]! as Record<string, (info: object) => unknown>;
    expect(dayHeaderClass!({ isToday: true, inPopover: false })).toBe('hangtime-today');
    expect(dayLaneClass!({ isToday: true })).toBe('hangtime-today');
    expect(dayHeaderClass!({ isToday: false, inPopover: false })).toBeFalsy();
    expect(dayLaneClass!({ isToday: false })).toBeFalsy();
  });

  it('offers a three-day time grid for the phone, which moves by its three days', () => {
    received.length = 0;
    renderWithApp(<Grid isPhone gridView="timeGridThreeDay" inputs={inputs} />);
    const views = received[0]!.views as Record<string, { type?: string; duration?: object; dateAlignment?: string }>;
    expect(received[0]!.initialView).toBe('timeGridThreeDay');
    expect(views.timeGridThreeDay).toMatchObject({ type: 'timeGrid', duration: { days: 3 } });
    // Aligned to nothing, it starts on the day shown (today at first) and prev/next move three days.
    expect(views.timeGridThreeDay!.dateAlignment).toBeUndefined();
  });

  it("moves a phone's three days with a sideways swipe, and leaves taps and 2 Weeks' own scroll alone", () => {
    const api = { next: vi.fn(), prev: vi.fn(), scrollToTime: vi.fn() };
    const ref = { current: { getApi: () => api } as unknown as CalendarRef };
    const swipe = (element: Element, fromX: number, toX: number) => {
      fireEvent.touchStart(element, { touches: [{ clientX: fromX, clientY: 200 }] });
      fireEvent.touchEnd(element, { changedTouches: [{ clientX: toX, clientY: 205 }] });
    };
    const view = renderWithApp(<Grid ref={ref} isPhone gridView="timeGridThreeDay" inputs={inputs} />);
    const grid = view.container.querySelector('[data-grid-view="timeGridThreeDay"]')!;
    swipe(grid, 300, 100);
    expect(api.next).toHaveBeenCalledTimes(1);
    swipe(grid, 100, 300);
    expect(api.prev).toHaveBeenCalledTimes(1);
    swipe(grid, 100, 110);
    expect(api.next).toHaveBeenCalledTimes(1);
    expect(api.prev).toHaveBeenCalledTimes(1);
    view.unmount();

    const twoWeeks = renderWithApp(<Grid ref={ref} isPhone gridView="timeGridTwoWeeks" inputs={inputs} />);
    swipe(twoWeeks.container.querySelector('[data-grid-view="timeGridTwoWeeks"]')!, 300, 100);
    expect(api.next).toHaveBeenCalledTimes(1);
  });
});

/** The grid with a week's options and no-op handlers; the test gives what it looks at. */
function Grid(props: Pick<CalendarGridProps, 'isPhone' | 'inputs'> & Partial<CalendarGridProps>) {
  return (
    <CalendarGrid
      gridView="timeGridWeek"
      timeZone="America/New_York"
      scrollTime="08:00:00"
      freeByDay={freeByDay}
      onDatesSet={() => undefined}
      onOpenEvent={() => undefined}
      onOpenScheduleItem={() => undefined}
      onAddEvent={() => undefined}
      onOpenFreeSlot={() => undefined}
      {...props}
    />
  );
}
