// Everything on the calendar as FullCalendar inputs: events in their category's colour, and
// availability occurrences and working hours as background blocks. Titles stay plain text.
import type { EventInput } from '@fullcalendar/react';
import type { EventSummaryView } from '@hangtime/core/events/schemas';
import type { WindowOccurrence } from '@hangtime/core/availability/schemas';
import type { ScheduleItemRef } from '../../events';
import { getCalendarTitle, getEventKey, hasPendingStyle, isSuggestion } from './event-rules';
import type { WorkingHoursBlock } from './working-hours-blocks';

/** Free time is green and busy time grey, whatever their categories' colours become. */
export const AVAILABILITY_COLOR = 'var(--mantine-color-green-5)';
export const WORKING_HOURS_COLOR = 'var(--mantine-color-gray-5)';

/** What a calendar entry stands for, kept in its extendedProps so a click finds its source. */
export type CalendarEntry = { kind: 'event'; key: string } | { kind: 'schedule'; item: ScheduleItemRef };

export function readCalendarEntry(extendedProps: Record<string, unknown>): CalendarEntry | undefined {
  return extendedProps.entry as CalendarEntry | undefined;
}

export function toEventInput(event: EventSummaryView): EventInput {
  const key = getEventKey(event);
  const isPending = hasPendingStyle(event);
  // A suggestion is not a plan yet: dashed, like a pencilled-in entry.
  const stateClass = isSuggestion(event) ? ' hangtime-event-suggested' : isPending ? ' hangtime-event-pending' : '';
  return {
    id: key,
    title: getCalendarTitle(event),
    start: event.start_time,
    end: event.end_time,
    allDay: event.all_day,
    // A block in the month grid too, so the category colour shows there as well.
    display: 'block',
    color: event.category.color,
    className: `hangtime-event${stateClass}`,
    extendedProps: {
      entry: { kind: 'event', key } satisfies CalendarEntry,
      isPending,
      activityCategoryId: event.activity_category_id,
    },
  };
}

export function toAvailabilityInput(occurrence: WindowOccurrence): EventInput {
  const item: ScheduleItemRef = {
    kind: 'availability-window',
    id: occurrence.window_id,
    isRecurring: occurrence.is_recurring,
    instanceDate: occurrence.date,
  };
  return {
    id: `availability|${occurrence.window_id}|${occurrence.start_time}`,
    title: occurrence.window_name,
    start: occurrence.start_time,
    end: occurrence.end_time,
    display: 'background',
    color: AVAILABILITY_COLOR,
    className: 'hangtime-availability',
    extendedProps: { entry: { kind: 'schedule', item } satisfies CalendarEntry },
  };
}

export function toWorkingHoursInput(block: WorkingHoursBlock): EventInput {
  const item: ScheduleItemRef = {
    kind: 'working-hours',
    id: block.entryId,
    isRecurring: block.isRecurring,
    instanceDate: block.date,
  };
  return {
    id: `working-hours|${block.entryId}|${block.start}`,
    title: block.name,
    start: block.start,
    end: block.end,
    display: 'background',
    color: WORKING_HOURS_COLOR,
    className: 'hangtime-working-hours',
    extendedProps: { entry: { kind: 'schedule', item } satisfies CalendarEntry },
  };
}
