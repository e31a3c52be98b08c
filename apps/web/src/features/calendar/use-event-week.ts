// Opening an event from outside the grid (an invitation card, the bell's link
// /calendar?event={id}, the "View Event Details" of a success modal): its details open and the grid
// moves to its week, so what is behind the modal is that event's week, not another one (issue 23).
// The parameter then leaves the address (replacing the history entry), so a reload does not reopen it.
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { CalendarRef } from '@fullcalendar/react';
import { useSearchParams } from 'react-router';
import type { EventSummaryView } from '@hangtime/core/events/schemas';
import { toLocalDateAndTime } from '../../lib/datetime';
import { EVENT_PARAM } from '../../lib/paths';
import { getEvent } from '../events/first-screen';
import { describeLoadError } from './logic/calendar-messages';

type EventWeekOptions = {
  calendarRef: RefObject<CalendarRef | null>;
  /** The grid's zone: the event's day is the one it falls on there. */
  timeZone: string;
  /** Until the grid has drawn, the move waits (the bell's link may open the page). */
  hasGridDrawn: boolean;
  openEvent: (event: EventSummaryView) => void;
  onFail: (message: string) => void;
};

/** Answers the opener; handles the address's `event` parameter itself. */
export function useOpenEventOnItsWeek({ calendarRef, timeZone, hasGridDrawn, openEvent, onFail }: EventWeekOptions) {
  const pendingDay = useRef<string | null>(null);
  const openOnItsWeek = useCallback(
    (event: EventSummaryView) => {
      openEvent(event);
      // A date, not an instant: FullCalendar reads a bare date as that day of the grid's own zone.
      const day = toLocalDateAndTime(event.start_time, timeZone).date;
      const api = calendarRef.current?.getApi();
      if (api) api.gotoDate(day);
      else pendingDay.current = day;
    },
    [calendarRef, openEvent, timeZone],
  );
  useEffect(() => {
    const day = pendingDay.current;
    if (!hasGridDrawn || !day) return;
    pendingDay.current = null;
    calendarRef.current?.getApi().gotoDate(day);
  }, [calendarRef, hasGridDrawn]);

  const [searchParams, setSearchParams] = useSearchParams();
  const eventId = searchParams.get(EVENT_PARAM);
  useEffect(() => {
    if (!eventId) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete(EVENT_PARAM);
    setSearchParams(rest, { replace: true });
    // Not cancelled when the parameter leaves the address (that re-runs this effect): it is read once.
    getEvent(eventId).then(
      (answer) => openOnItsWeek(answer.event),
      (error: unknown) => onFail(describeLoadError(error)),
    );
  }, [eventId, searchParams, setSearchParams, openOnItsWeek, onFail]);

  return openOnItsWeek;
}
