import { queryOptions, useQuery } from '@tanstack/react-query';
import { feedResponse } from '@hangtime/core/calendar-link/schemas';
import { apiRequest } from '../../../lib/api-client';
import { calendarSyncKeys } from './query-keys';

/** The personal feed's address; the server makes one on first use. */
export function getFeed(signal?: AbortSignal) {
  return apiRequest('/api/calendar/feed', { schema: feedResponse, signal });
}

export function feedQueryOptions() {
  return queryOptions({
    queryKey: calendarSyncKeys.feed(),
    queryFn: ({ signal }) => getFeed(signal),
    select: (response) => response.url,
  });
}

export function useFeedQuery() {
  return useQuery(feedQueryOptions());
}
