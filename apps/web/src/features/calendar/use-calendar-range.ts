// Which view and days the grid shows, as FullCalendar reports them, and the way to move it. The
// view chosen is remembered in this browser, and opens on the next visit.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CalendarRef, DatesSetInfo } from '@fullcalendar/react';
import { afterNextPaint } from '../../lib/after-next-paint';
import {
  getGridView,
  readRememberedView,
  rememberView,
  type CalendarNavigation,
  type CalendarViewKey,
} from './logic/calendar-views';
import type { VisibleDays } from './logic/visible-days';

type Shown = { title: string; days: VisibleDays; currentStart: Date };

export function useCalendarRange(isPhone = false) {
  const calendarRef = useRef<CalendarRef>(null);
  const [view, setView] = useState<CalendarViewKey>(readRememberedView);
  const gridView = getGridView(view, isPhone);
  // The view just pressed, while the page and grid have yet to follow it (changeView, below).
  const [pressedView, setPressedView] = useState<CalendarViewKey | null>(null);
  const cancelPendingChange = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelPendingChange.current?.(), []);
  const [shown, setShown] = useState<Shown | null>(null);

  const handleDatesSet = useCallback((info: DatesSetInfo) => {
    // The ISO strings carry the grid's own zone (the profile's), so their dates are the days shown.
    const startDate = info.startStr.slice(0, 10);
    const endDate = info.endStr.slice(0, 10);
    setShown((current) =>
      current &&
      current.title === info.view.title &&
      current.days.startDate === startDate &&
      current.days.endDate === endDate
        ? current
        : { title: info.view.title, days: { startDate, endDate }, currentStart: info.view.currentStart },
    );
  }, []);

  // Stable, so the memoised toolbar does not draw again for every query that settles.
  // A press answers at once: the switch shows the new view in the press's own frame, and the page
  // and grid move once that frame is on the screen. Drawing a view is the heavy part (Month's 42
  // days and their events took 0.2-1.1 s in one task at 4x CPU), and in the press itself it held
  // the press's next paint (INP) for as long. The grid changes its view in the same task as the
  // page: FullCalendar's own update then joins the page's render, and the grid draws once, in the
  // new view and size. Changed from the effect below, it drew the old view again at the new view's
  // height first, then the new one.
  const changeView = useCallback(
    (next: CalendarViewKey) => {
      setPressedView(next);
      rememberView(next);
      cancelPendingChange.current?.();
      cancelPendingChange.current = afterNextPaint(() => {
        cancelPendingChange.current = null;
        setPressedView(null);
        setView(next);
        const nextGridView = getGridView(next, isPhone);
        const api = calendarRef.current?.getApi();
        if (nextGridView && api && api.view.type !== nextGridView) api.changeView(nextGridView);
      });
    },
    [isPhone],
  );

  // A grid on the screen follows the view (and a phone turned into a wide screen, or back, changes
  // Week between three days and seven); coming back from Upcoming, the grid mounts afresh on the
  // last date it showed, with this view.
  useEffect(() => {
    const api = calendarRef.current?.getApi();
    if (gridView && api && api.view.type !== gridView) api.changeView(gridView);
  }, [gridView]);

  const navigate = useCallback((to: CalendarNavigation) => {
    const api = calendarRef.current?.getApi();
    if (to === 'prev') api?.prev();
    else if (to === 'next') api?.next();
    else api?.today();
  }, []);

  /** What the view switch shows: the view pressed, before the page has drawn it. */
  const switchView = pressedView ?? view;
  return { calendarRef, view, switchView, gridView, shown, handleDatesSet, changeView, navigate };
}
