// The FullCalendar grid: Week (three days on a phone), 2 Weeks and Month, with a "+" on every day,
// events that open the event modal, background blocks for availability and working hours, and
// today's column marked.
import { startTransition, useCallback, useEffect, useRef, useState, type Ref, type TouchEvent } from 'react';
import FullCalendar, {
  type CalendarRef,
  type DateClickInfo,
  type DatesSetInfo,
  type DayCellInfo,
  type DayHeaderInfo,
  type DayLaneInfo,
  type EventClickInfo,
  type EventDisplayInfo,
  type EventInput,
} from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import breezyTheme from '@fullcalendar/react/themes/breezy';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/breezy/theme.css';
import './calendar-theme.css';
import type { TimeSlotView } from '@hangtime/core/scheduling/schemas';
import type { ScheduleItemRef } from '../../events';
import { afterNextPaint } from '../../../lib/after-next-paint';
import { useStableCallback } from '../../../lib/use-stable-callback';
import { FreeTogetherBand, readFreeBand } from '../../scheduling/first-screen';
import { readCalendarEntry } from '../logic/calendar-inputs';
import { atWallTimeInZone, dateInZone } from '../logic/calendar-zone';
import { getGridHeight } from '../logic/grid-size';
import { readSwipe, type TouchPoint } from '../logic/swipe';
import { withNarrowColumns } from '../logic/narrow-theme';
import type { FreeDay } from '../logic/month-free-time';
import { DayAddButton } from './day-add-button';
import { DayCellTop } from './day-cell-top';
import { EventContent } from './event-content';
import { ScheduleBlockLabel } from './schedule-block-label';

const plugins = [timeGridPlugin, dayGridPlugin, interactionPlugin, breezyTheme];
// A phone's day columns are all narrow: drawn so from the start (logic/narrow-theme.ts).
const phonePlugins = [timeGridPlugin, dayGridPlugin, interactionPlugin, withNarrowColumns(breezyTheme)];
const dayRangeTitle = { year: 'numeric', month: 'short', day: 'numeric' } as const;
const views = {
  timeGridWeek: { titleFormat: dayRangeTitle },
  timeGridTwoWeeks: { type: 'timeGrid', duration: { weeks: 2 }, dateAlignment: 'week', titleFormat: dayRangeTitle },
  // A phone's Week: three days from the date shown (today at first); previous and next move by three.
  timeGridThreeDay: { type: 'timeGrid', duration: { days: 3 }, titleFormat: dayRangeTitle },
  dayGridMonth: { dayCellTopInnerClass: 'hangtime-cell-top-inner' },
};

const HOUR_SLOT = '01:00:00';
const QUARTER_HOUR = '00:15:00';
const HOUR_ROW_PX = 80;

/** On a phone 2 Weeks' columns keep a readable width and the grid scrolls sideways inside itself. */
const phoneMinWidth: Record<string, number | undefined> = { timeGridWeek: 520, timeGridTwoWeeks: 980 };

export type CalendarGridProps = {
  ref?: Ref<CalendarRef>;
  gridView: string;
  initialDate?: Date;
  inputs: EventInput[];
  isPhone: boolean;
  /** The profile's IANA zone: the grid draws its days and hours there, whatever the device's zone. */
  timeZone: string;
  /** Where the time grids open ("HH:MM:SS"), e.g. the first event of the week. */
  scrollTime: string;
  /** Month view's free-time chip of each day (YYYY-MM-DD in `timeZone`). */
  freeByDay: ReadonlyMap<string, FreeDay>;
  onDatesSet: (info: DatesSetInfo) => void;
  onOpenEvent: (key: string) => void;
  onOpenScheduleItem: (item: ScheduleItemRef) => void;
  /** A new event from a day's "+" (at 9:00) or a clicked time slot. */
  onAddEvent: (start: Date) => void;
  /** A free-together band pressed: plan a hangout in that slot. */
  onOpenFreeSlot: (slot: TimeSlotView) => void;
};

/** What the grid draws before its frame is measured: one identity, so nothing redraws for it. */
const NO_EVENTS: EventInput[] = [];

/** Events are drawn from their own fields alone: one function for the grid's whole life. */
const renderEventContent = (info: EventDisplayInfo) => <EventContent info={info} />;

/** Today's column of the time grids, tinted from its header down (the theme marks it in Month only). */
const TODAY_CLASS = 'hangtime-today';
const markTodayHeader = (info: DayHeaderInfo) => info.isToday && !info.inPopover && TODAY_CLASS;
const markTodayLane = (info: DayLaneInfo) => info.isToday && TODAY_CLASS;

export function CalendarGrid(props: CalendarGridProps) {
  const { ref, gridView, initialDate, inputs, isPhone, timeZone, scrollTime, freeByDay } = props;
  // FullCalendar compares its function options by identity and rebuilds the whole grid when one is
  // new: with functions made afresh on every render, each query that settled on the page redrew
  // every cell. So handlers keep one identity, and what draws content changes only with its inputs.
  const onDatesSet = useStableCallback(props.onDatesSet);
  const onOpenEvent = useStableCallback(props.onOpenEvent);
  const onOpenScheduleItem = useStableCallback(props.onOpenScheduleItem);
  const onAddEvent = useStableCallback(props.onAddEvent);
  const onOpenFreeSlot = useStableCallback(props.onOpenFreeSlot);
  // The events join once the grid's frame is on the screen. FullCalendar measures its rows after
  // mounting and then sizes them: events in its first draw are placed at a guessed row height and
  // moved again in that pass, in one long task. Added to a measured grid, in a transition, they
  // are drawn once, in slices.
  // Nor is the frame shown before that pass: its first draw has no time column and short rows, and
  // the pass moved the header and the rows aside and down in sight (a layout shift of 0.14 on a
  // phone, most of the page's score). Hidden for the frame it is measured in, it appears sized.
  const [hasFrame, setHasFrame] = useState(false);
  const [isSized, setSized] = useState(false);
  useEffect(
    () =>
      afterNextPaint(() => {
        setSized(true);
        startTransition(() => setHasFrame(true));
      }),
    [],
  );

  // A phone's three days move with a sideways swipe too, as the arrows move them. 2 Weeks scrolls
  // sideways inside itself there, so a swipe is its scroll, not a move.
  const touchStart = useRef<TouchPoint | null>(null);
  const canSwipe = isPhone && gridView === 'timeGridThreeDay';
  const handleTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const handleTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    const from = touchStart.current;
    touchStart.current = null;
    if (!from || !touch || !ref || typeof ref !== 'object') return;
    const direction = readSwipe(from, { x: touch.clientX, y: touch.clientY });
    if (direction === 'next') ref.current?.getApi().next();
    else if (direction === 'prev') ref.current?.getApi().prev();
  };

  // The grid opens at scrollTime; when the data arrives (or the view moves) and the first item
  // changes, it scrolls there again.
  useEffect(() => {
    if (ref && typeof ref === 'object' && gridView.startsWith('timeGrid'))
      ref.current?.getApi().scrollToTime(scrollTime);
  }, [ref, gridView, scrollTime]);

  const handleEventClick = useCallback(
    (info: EventClickInfo) => {
      const entry = readCalendarEntry(info.event.extendedProps);
      if (entry?.kind === 'event') onOpenEvent(entry.key);
      else if (entry?.kind === 'schedule') onOpenScheduleItem(entry.item);
    },
    [onOpenEvent, onOpenScheduleItem],
  );

  const handleDateClick = useCallback(
    (info: DateClickInfo) => {
      // A press on a button in the grid (a day's "+", a block's name) is that button's, not the slot's.
      if (info.jsEvent.target instanceof Element && info.jsEvent.target.closest('button')) return;
      // info.date is an instant: a time slot's own, or the day's midnight in the grid's zone.
      onAddEvent(info.allDay ? atWallTimeInZone(info.date, timeZone, '09:00') : info.date);
    },
    [onAddEvent, timeZone],
  );

  const renderDayHeader = useCallback(
    (info: DayHeaderInfo) =>
      info.view.type.startsWith('timeGrid') && !info.inPopover ? (
        <span className="hangtime-day-header">
          <span>{info.text}</span>
          <DayAddButton date={info.date} timeZone={timeZone} onAdd={onAddEvent} />
        </span>
      ) : (
        true
      ),
    [onAddEvent, timeZone],
  );

  const renderDayCellTop = useCallback(
    (info: DayCellInfo) =>
      info.view.type === 'dayGridMonth' && !info.inPopover ? (
        <DayCellTop
          date={info.date}
          timeZone={timeZone}
          dayNumber={info.dayNumberText}
          isToday={info.isToday}
          free={freeByDay.get(dateInZone(info.date, timeZone))}
          onAdd={onAddEvent}
        />
      ) : (
        true
      ),
    [freeByDay, onAddEvent, timeZone],
  );

  const renderBackgroundEvent = useCallback(
    (info: EventDisplayInfo) => {
      const freeBand = readFreeBand(info.event.extendedProps);
      if (freeBand) return <FreeTogetherBand band={freeBand} onOpen={onOpenFreeSlot} />;
      const entry = readCalendarEntry(info.event.extendedProps);
      if (entry?.kind !== 'schedule') return true;
      return (
        <ScheduleBlockLabel
          title={info.event.title}
          kind={entry.item.kind}
          onOpen={() => onOpenScheduleItem(entry.item)}
        />
      );
    },
    [onOpenFreeSlot, onOpenScheduleItem],
  );

  return (
    <div
      className={isPhone ? 'hangtime-calendar-scroll' : undefined}
      data-grid-view={gridView}
      style={isSized ? undefined : { visibility: 'hidden' }}
      onTouchStart={canSwipe ? handleTouchStart : undefined}
      onTouchEnd={canSwipe ? handleTouchEnd : undefined}
    >
      <div style={{ minWidth: isPhone ? phoneMinWidth[gridView] : undefined }}>
        <FullCalendar
          ref={ref}
          plugins={isPhone ? phonePlugins : plugins}
          views={views}
          initialView={gridView}
          initialDate={initialDate}
          timeZone={timeZone}
          headerToolbar={false}
          firstDay={1}
          // An hour a row, as Google Calendar draws it, at the height two half-hour rows had:
          // FullCalendar measures and sizes every row after it mounts, and half as many rows
          // halve that second pass. A press still lands on the quarter hour (the spec's rounding).
          slotDuration={HOUR_SLOT}
          snapDuration={QUARTER_HOUR}
          slotMinHeight={HOUR_ROW_PX}
          height={getGridHeight(gridView, isPhone)}
          scrollTime={scrollTime}
          nowIndicator
          dayMaxEvents={3}
          eventInteractive
          dayLaneInnerClass="hangtime-lane-events"
          events={hasFrame ? inputs : NO_EVENTS}
          datesSet={onDatesSet}
          eventContent={renderEventContent}
          eventClick={handleEventClick}
          dateClick={handleDateClick}
          dayHeaderContent={renderDayHeader}
          dayHeaderClass={markTodayHeader}
          dayLaneClass={markTodayLane}
          dayCellTopContent={renderDayCellTop}
          backgroundEventContent={renderBackgroundEvent}
        />
      </div>
    </div>
  );
}
