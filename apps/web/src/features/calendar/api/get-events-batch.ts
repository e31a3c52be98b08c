import { queryOptions } from '@tanstack/react-query';
import { getEventsInRange } from '../../events/first-screen';
import type { BatchRange } from '../logic/fetch-batches';
import { CALENDAR_STALE_MS, calendarKeys } from './query-keys';

/** One week of events (recurring ones expanded), keyed by the batch's first day. */
export function eventsBatchQueryOptions(batch: BatchRange, timeZone: string) {
  return queryOptions({
    queryKey: calendarKeys.eventsBatch(timeZone, batch.firstDate),
    queryFn: async ({ signal }) => (await getEventsInRange(batch.startIso, batch.endIso, signal)).events,
    staleTime: CALENDAR_STALE_MS,
  });
}
