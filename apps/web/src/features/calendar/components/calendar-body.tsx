// The grid (its own chunk: FullCalendar is most of the calendar's code) with its states around it.
import { lazy, memo, type Ref, startTransition, Suspense, useEffect, useState } from 'react';
import { Skeleton } from '@mantine/core';
import type { CalendarRef, DatesSetInfo, EventInput } from '@fullcalendar/react';
import type { TimeSlotView } from '@hangtime/core/scheduling/schemas';
import type { ScheduleItemRef } from '../../events';
import { getPlaceholderHeight } from '../logic/grid-size';
import type { FreeDay } from '../logic/month-free-time';
import { CalendarStatus } from './calendar-status';

const loadGrid = () => import('./calendar-grid');
const CalendarGrid = lazy(async () => ({ default: (await loadGrid()).CalendarGrid }));

/**
 * Starts the grid's download (a failure shows when the grid itself imports it). The calendar page
 * calls it once it has painted, so the grid comes beside the page's data, and not beside the code
 * and styles of the page's first screen, whose bandwidth it would share on a phone's network.
 */
export function preloadCalendarGrid(): Promise<void> {
  return loadGrid().then(
    () => undefined,
    () => undefined,
  );
}

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

// Memoised: the calendar page re-renders for every query that settles.
export const CalendarBody = memo(function CalendarBody({
  calendarRef,
  isPending,
  errorMessage,
  isRetrying,
  isEmpty,
  onRetry,
  ...grid
}: CalendarBodyProps) {
  // The grid mounts once its first data has come (or failed), then stays while the person moves
  // about: drawn empty first, it drew everything twice, the costliest work on a phone's first visit.
  // In a transition, React draws FullCalendar's thousand-odd elements in slices and lets the
  // browser answer between them, instead of in one long task of most of a second on a phone.
  const [hasData, setHasData] = useState(!isPending);
  useEffect(() => {
    if (!isPending && !hasData) startTransition(() => setHasData(true));
  }, [isPending, hasData]);
  const placeholder = (
    <div role="status" aria-label="Loading calendar">
      <Skeleton height={getPlaceholderHeight(grid.gridView, grid.isPhone)} radius="md" />
    </div>
  );
  return (
    <CalendarStatus
      isPending={isPending}
      errorMessage={errorMessage}
      isRetrying={isRetrying}
      isEmpty={isEmpty}
      onRetry={onRetry}
    >
      <Suspense fallback={placeholder}>{hasData ? <CalendarGrid ref={calendarRef} {...grid} /> : placeholder}</Suspense>
    </CalendarStatus>
  );
});
