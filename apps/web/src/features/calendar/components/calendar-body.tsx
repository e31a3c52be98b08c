// The grid (its own chunk: FullCalendar is most of the calendar's code) with its states around it.
import { lazy, Suspense, type Ref } from 'react';
import { Skeleton } from '@mantine/core';
import type { CalendarRef, DatesSetInfo, EventInput } from '@fullcalendar/react';
import type { TimeSlotView } from '@hangtime/core/scheduling/schemas';
import type { ScheduleItemRef } from '../../events';
import type { FreeDay } from '../logic/month-free-time';
import { CalendarStatus } from './calendar-status';

const CalendarGrid = lazy(async () => ({ default: (await import('./calendar-grid')).CalendarGrid }));

type CalendarBodyProps = {
  calendarRef: Ref<CalendarRef>;
  gridView: string;
  initialDate?: Date;
  inputs: EventInput[];
  isPhone: boolean;
  timeZone: string;
  scrollTime: string;
  freeByDay: ReadonlyMap<string, FreeDay>;
  isPending: boolean;
  errorMessage: string | null;
  isRetrying: boolean;
  isEmpty: boolean;
  onRetry: () => void;
  onDatesSet: (info: DatesSetInfo) => void;
  onOpenEvent: (key: string) => void;
  onOpenScheduleItem: (item: ScheduleItemRef) => void;
  onAddEvent: (start: Date) => void;
  onOpenFreeSlot: (slot: TimeSlotView) => void;
};

export function CalendarBody({ calendarRef, isPending, errorMessage, isRetrying, isEmpty, onRetry, ...grid }: CalendarBodyProps) {
  return (
    <CalendarStatus isPending={isPending} errorMessage={errorMessage} isRetrying={isRetrying} isEmpty={isEmpty} onRetry={onRetry}>
      <Suspense
        fallback={
          <div role="status" aria-label="Loading calendar">
            <Skeleton height={640} radius="md" />
          </div>
        }
      >
        <CalendarGrid ref={calendarRef} {...grid} />
      </Suspense>
    </CalendarStatus>
  );
}
