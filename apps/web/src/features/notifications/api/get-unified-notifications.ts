import { queryOptions, useQuery } from '@tanstack/react-query';
import { unifiedNotificationsResponse } from '@hangtime/core/notifications/schemas';
import { apiRequest } from '../../../lib/api-client';
import { notificationsKeys } from './query-keys';

/** Everything the bell lists: upcoming events, requests, invitations and other notifications. */
export function getUnifiedNotifications(signal?: AbortSignal) {
  return apiRequest('/api/notifications/unified', { schema: unifiedNotificationsResponse, signal });
}

export function unifiedNotificationsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: notificationsKeys.unified(userId),
    queryFn: ({ signal }) => getUnifiedNotifications(signal),
    enabled: userId !== null,
  });
}

/** Fetched once the person is signed in; the bell asks again each time it opens. */
export function useUnifiedNotificationsQuery(userId: string | null) {
  return useQuery(unifiedNotificationsQueryOptions(userId));
}
