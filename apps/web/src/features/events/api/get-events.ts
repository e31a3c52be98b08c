import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { eventsResponse } from '@hangtime/core/events/schemas';
import { apiRequest } from '../../../lib/api-client';
import { eventsKeys } from './query-keys';

/** Events overlapping [start, end) (ISO instants), recurring ones expanded to their instances. */
export function getEventsInRange(startIso: string, endIso: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ start_date: startIso, end_date: endIso });
  return apiRequest(`/api/calendar/events?${query.toString()}`, { schema: eventsResponse, signal });
}

export function eventsInRangeQueryOptions(startIso: string, endIso: string) {
  return queryOptions({
    queryKey: eventsKeys.range(startIso, endIso),
    queryFn: ({ signal }) => getEventsInRange(startIso, endIso, signal),
    select: (response) => response.events,
  });
}

/** Keeps the last list on screen while another range loads, so filters do not flash empty. */
export function useEventsInRangeQuery(startIso: string, endIso: string) {
  return useQuery({ ...eventsInRangeQueryOptions(startIso, endIso), placeholderData: keepPreviousData });
}
