import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionsResponse } from '@hangtime/core/calendar-link/schemas';
import { apiRequest } from '../../../lib/api-client';
import { calendarSyncKeys } from './query-keys';

export function getSubscriptions(signal?: AbortSignal) {
  return apiRequest('/api/calendar-subscriptions', { schema: subscriptionsResponse, signal });
}

export function subscriptionsQueryOptions() {
  return queryOptions({
    queryKey: calendarSyncKeys.subscriptions(),
    queryFn: ({ signal }) => getSubscriptions(signal),
    select: (response) => response.subscriptions,
  });
}

export function useSubscriptionsQuery() {
  return useQuery(subscriptionsQueryOptions());
}
