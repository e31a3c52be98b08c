// Which view and days the grid shows, as FullCalendar reports them, and the way to move it.
import { useCallback, useRef, useState } from 'react';
import type { CalendarRef, DatesSetInfo } from '@fullcalendar/react';
import { DEFAULT_VIEW, getGridView, type CalendarNavigation, type CalendarViewKey } from './logic/calendar-views';
import type { VisibleDays } from './logic/visible-days';

type Shown = { title: string; days: VisibleDays; currentStart: Date };

export function useCalendarRange() {
  const calendarRef = useRef<CalendarRef>(null);
  const [view, setView] = useState<CalendarViewKey>(DEFAULT_VIEW);
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
  const changeView = useCallback((next: CalendarViewKey) => {
    setView(next);
    const gridView = getGridView(next);
    // Coming back from Upcoming, the grid mounts afresh on the last date it showed.
    if (gridView) calendarRef.current?.getApi().changeView(gridView);
  }, []);

  const navigate = useCallback((to: CalendarNavigation) => {
    const api = calendarRef.current?.getApi();
    if (to === 'prev') api?.prev();
    else if (to === 'next') api?.next();
    else api?.today();
  }, []);

  return { calendarRef, view, gridView: getGridView(view), shown, handleDatesSet, changeView, navigate };
}
