// The calendar's data for the visible days: week batches of events and availability occurrences
// (each its own cached query), and working hours placed on the same days in the user's zone.
import { useMemo } from 'react';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { EventInput } from '@fullcalendar/react';
import type { EventSummaryView } from '@hangtime/core/events/schemas';
import { addDays } from '@hangtime/core/time/dates';
import { useStableCallback } from '../../lib/use-stable-callback';
import { calendarDataQueries } from './first-screen-data';
import { toAvailabilityInput, toEventInput, toWorkingHoursInput } from './logic/calendar-inputs';
import { describeLoadError } from './logic/calendar-messages';
import { dedupeEvents, dedupeOccurrences } from './logic/dedupe';
import { getEventKey, isShownOnCalendar, overlapsRange } from './logic/event-rules';
import { BATCH_DAYS, getMidnightIso } from './logic/fetch-batches';
import { summarizeFreeTime } from './logic/month-free-time';
import type { VisibleDays } from './logic/visible-days';
import { DEFAULT_SCROLL_TIME, chooseScrollTime, type ScrollCandidate } from './logic/scroll-time';
import { expandWorkingHours } from './logic/working-hours-blocks';

/**
 * browserZone: the zone the grid draws in (the profile's); userZone: working hours' own zone;
 * scrollItems: more timed items the grid opens at, beside the events and availability windows
 * (the free-together bands, which another hook reads).
 */
type DataOptions = { browserZone: string; userZone: string; scrollItems?: readonly ScrollCandidate[] };

const NO_ITEMS: readonly ScrollCandidate[] = [];

/** Stable outside the component, so TanStack Query reruns it only when a batch changes. */
function combineBatches<T>(results: UseQueryResult<T[]>[]) {
  return {
    batches: results.map((result) => result.data ?? []),
    isPending: results.some((result) => result.isPending),
    error: results.find((result) => result.isError)?.error ?? null,
    isFetching: results.some((result) => result.isFetching),
    refetchFailed: () => results.filter((result) => result.isError).forEach((result) => void result.refetch()),
  };
}

export function useCalendarData(
  days: VisibleDays | null,
  { browserZone, userZone, scrollItems = NO_ITEMS }: DataOptions,
) {
  const queries = useMemo(() => calendarDataQueries(days, browserZone), [days, browserZone]);
  const batchRanges = queries.batches;
  const events = useQueries({ queries: queries.events, combine: combineBatches<EventSummaryView> });
  const occurrences = useQueries({ queries: queries.occurrences, combine: combineBatches });
  const workingHours = useQuery(queries.workingHours);

  const shownEvents = useMemo(() => dedupeEvents(events.batches).filter(isShownOnCalendar), [events.batches]);
  const eventsByKey = useMemo(() => new Map(shownEvents.map((event) => [getEventKey(event), event])), [shownEvents]);

  const blocks = useMemo(() => {
    const first = batchRanges[0]?.firstDate;
    const last = batchRanges.at(-1)?.firstDate;
    return first && last && workingHours.data
      ? expandWorkingHours(workingHours.data, first, addDays(last, BATCH_DAYS), userZone)
      : [];
  }, [batchRanges, workingHours.data, userZone]);

  const freeTime = useMemo(() => dedupeOccurrences(occurrences.batches), [occurrences.batches]);
  const inputs = useMemo<EventInput[]>(
    () => [
      ...blocks.map(toWorkingHoursInput),
      ...freeTime.map(toAvailabilityInput),
      ...shownEvents.map((event) => toEventInput(event)),
    ],
    [blocks, freeTime, shownEvents],
  );
  const freeByDay = useMemo(() => summarizeFreeTime(freeTime, browserZone), [freeTime, browserZone]);

  const scrollTime = useMemo(
    () =>
      days
        ? chooseScrollTime(
            days,
            [
              ...shownEvents.map((event) => ({ start: event.start_time, allDay: event.all_day })),
              ...freeTime.map((occurrence) => ({ start: occurrence.start_time })),
              ...scrollItems,
            ],
            blocks,
            browserZone,
          )
        : DEFAULT_SCROLL_TIME,
    [days, shownEvents, freeTime, scrollItems, blocks, browserZone],
  );

  const hasEventsInView = useMemo(() => {
    if (!days) return false;
    const startIso = getMidnightIso(days.startDate, browserZone);
    const endIso = getMidnightIso(days.endDate, browserZone);
    return shownEvents.some((event) => overlapsRange(event, startIso, endIso));
  }, [days, browserZone, shownEvents]);

  const firstError = events.error ?? occurrences.error ?? workingHours.error;
  const retry = useStableCallback(() => {
    events.refetchFailed();
    occurrences.refetchFailed();
    if (workingHours.isError) void workingHours.refetch();
  });

  return {
    inputs,
    /** Where Week and 2 Weeks open: the first event, window or band of the visible days, or the working day. */
    scrollTime,
    /** Month view's free-time chip of each day (YYYY-MM-DD). */
    freeByDay,
    hasEventsInView,
    eventsByKey,
    isPending: events.isPending || occurrences.isPending || workingHours.isPending,
    /** What failed, in the spec's words (or the server's); null while everything loads fine. */
    errorMessage: firstError ? describeLoadError(firstError) : null,
    isRetrying: events.isFetching || occurrences.isFetching || workingHours.isFetching,
    retry,
  };
}
