import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventResponse } from '@hangtime/core/events/schemas';
import { apiRequest } from '../../../lib/api-client';
import { eventsKeys } from './query-keys';

/** One event with everyone on it (a range read leaves the participant list out). */
export function getEvent(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/calendar/events/${encodeURIComponent(id)}`, { schema: eventResponse, signal });
}

export function eventQueryOptions(id: string) {
  return queryOptions({
    queryKey: eventsKeys.one(id),
    queryFn: ({ signal }) => getEvent(id, signal),
    select: (response) => response.event,
  });
}

/** The event's details; idle (never fetched) when `enabled` is false, e.g. when they are in hand. */
export function useEventQuery(id: string, enabled: boolean) {
  return useQuery({ ...eventQueryOptions(id), enabled });
}
