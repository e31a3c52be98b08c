import { queryOptions, useQuery } from '@tanstack/react-query';
import { googleStatusResponse } from '@hangtime/core/calendar-link/schemas';
import { apiRequest } from '../../../lib/api-client';
import { calendarSyncKeys } from './query-keys';

export function getGoogleStatus(signal?: AbortSignal) {
  return apiRequest('/api/google-calendar/status', { schema: googleStatusResponse, signal });
}

export function googleStatusQueryOptions() {
  return queryOptions({
    queryKey: calendarSyncKeys.googleStatus(),
    queryFn: ({ signal }) => getGoogleStatus(signal),
  });
}

/** Whether Google Calendar is offered here, whether it is linked, and the linked calendars. */
export function useGoogleStatusQuery() {
  return useQuery(googleStatusQueryOptions());
}
