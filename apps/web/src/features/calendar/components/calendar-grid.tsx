// The FullCalendar grid: Week, 2 Weeks and Month, with a "+" on every day, events that open the
// event modal, and background blocks for availability and working hours.
import type { Ref } from 'react';
import FullCalendar, { type CalendarRef, type DateClickInfo, type DatesSetInfo, type EventClickInfo, type EventInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import breezyTheme from '@fullcalendar/react/themes/breezy';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/breezy/theme.css';
import './calendar-theme.css';
import type { TimeSlotView } from '@hangtime/core/scheduling/schemas';
import type { ScheduleItemRef } from '../../events';
import { FreeTogetherBand, readFreeSlot } from '../../scheduling';
import { readCalendarEntry } from '../logic/calendar-inputs';
import { DayAddButton } from './day-add-button';
import { DayCellTop } from './day-cell-top';
import { ScheduleBlockLabel } from './schedule-block-label';

const plugins = [timeGridPlugin, dayGridPlugin, interactionPlugin, breezyTheme];
const dayRangeTitle = { year: 'numeric', month: 'short', day: 'numeric' } as const;
const views = {
  timeGridWeek: { titleFormat: dayRangeTitle },
  timeGridTwoWeeks: { type: 'timeGrid', duration: { weeks: 2 }, dateAlignment: 'week', titleFormat: dayRangeTitle },
  dayGridMonth: { dayCellTopInnerClass: 'hangtime-cell-top-inner' },
};

/** On a phone the day columns keep a readable width and the grid scrolls sideways inside itself. */
const phoneMinWidth: Record<string, number | undefined> = { timeGridWeek: 520, timeGridTwoWeeks: 980 };

export type CalendarGridProps = {
  ref?: Ref<CalendarRef>;
  gridView: string;
  initialDate?: Date;
  inputs: EventInput[];
  isPhone: boolean;
  onDatesSet: (info: DatesSetInfo) => void;
  onOpenEvent: (key: string) => void;
  onOpenScheduleItem: (item: ScheduleItemRef) => void;
  /** A new event from a day's "+" (at 9:00) or a clicked time slot. */
  onAddEvent: (start: Date) => void;
  /** A free-together band pressed: plan a hangout in that slot. */
  onOpenFreeSlot: (slot: TimeSlotView) => void;
};

function atNine(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 9, 0);
}

export function CalendarGrid(props: CalendarGridProps) {
  const { ref, gridView, initialDate, inputs, isPhone, onDatesSet, onOpenEvent, onOpenScheduleItem, onAddEvent, onOpenFreeSlot } = props;

  function handleEventClick(info: EventClickInfo) {
    const entry = readCalendarEntry(info.event.extendedProps);
    if (entry?.kind === 'event') onOpenEvent(entry.key);
    else if (entry?.kind === 'schedule') onOpenScheduleItem(entry.item);
  }

  function handleDateClick(info: DateClickInfo) {
    // A press on a button in the grid (a day's "+", a block's name) is that button's, not the slot's.
    if (info.jsEvent.target instanceof Element && info.jsEvent.target.closest('button')) return;
    onAddEvent(info.allDay ? atNine(info.date) : info.date);
  }

  return (
    <div className={isPhone ? 'hangtime-calendar-scroll' : undefined}>
      <div style={{ minWidth: isPhone ? phoneMinWidth[gridView] : undefined }}>
        <FullCalendar
          ref={ref}
          plugins={plugins}
          views={views}
          initialView={gridView}
          initialDate={initialDate}
          headerToolbar={false}
          firstDay={1}
          height="auto"
          nowIndicator
          dayMaxEvents={3}
          eventInteractive
          dayLaneInnerClass="hangtime-lane-events"
          events={inputs}
          datesSet={onDatesSet}
          eventClick={handleEventClick}
          dateClick={handleDateClick}
          dayHeaderContent={(info) =>
            info.view.type.startsWith('timeGrid') && !info.inPopover ? (
              <span className="hangtime-day-header">
                <span>{info.text}</span>
                <DayAddButton date={info.date} onAdd={onAddEvent} />
              </span>
            ) : (
              true
            )
          }
          dayCellTopContent={(info) =>
            info.view.type === 'dayGridMonth' && !info.inPopover ? (
              <DayCellTop date={info.date} dayNumber={info.dayNumberText} isToday={info.isToday} onAdd={onAddEvent} />
            ) : (
              true
            )
          }
          backgroundEventContent={(info) => {
            const freeSlot = readFreeSlot(info.event.extendedProps);
            if (freeSlot) return <FreeTogetherBand slot={freeSlot} onOpen={onOpenFreeSlot} />;
            const entry = readCalendarEntry(info.event.extendedProps);
            if (entry?.kind !== 'schedule') return true;
            return <ScheduleBlockLabel title={info.event.title} kind={entry.item.kind} onOpen={() => onOpenScheduleItem(entry.item)} />;
          }}
        />
      </div>
    </div>
  );
}
