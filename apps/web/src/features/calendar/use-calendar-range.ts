// Which view and days the grid shows, as FullCalendar reports them, and the way to move it. The
// view chosen is remembered in this browser, and opens on the next visit.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CalendarRef, DatesSetInfo } from '@fullcalendar/react';
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

  // Stable, so the memoised toolbar does not draw again for every query that settles. The grid
  // changes its view in the same event as the page: FullCalendar's own update then joins the
  // page's render, and the grid draws once, in the new view and size. Changed from the effect
  // below, it drew the old view again at the new view's height first, then the new one.
  const changeView = useCallback(
    (next: CalendarViewKey) => {
      setView(next);
      rememberView(next);
      const nextGridView = getGridView(next, isPhone);
      const api = calendarRef.current?.getApi();
      if (nextGridView && api && api.view.type !== nextGridView) api.changeView(nextGridView);
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

  return { calendarRef, view, gridView, shown, handleDatesSet, changeView, navigate };
}
