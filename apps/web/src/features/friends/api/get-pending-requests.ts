import { queryOptions, useQuery } from '@tanstack/react-query';
import { pendingRequestsResponse } from '@hangtime/core/friends/schemas';
import { apiRequest } from '../../../lib/api-client';
import { friendsKeys } from './query-keys';

/** Requests other people sent you, waiting for your answer. */
export function getPendingRequests(signal?: AbortSignal) {
  return apiRequest('/api/friends/pending', { schema: pendingRequestsResponse, signal });
}

export function pendingRequestsQueryOptions() {
  return queryOptions({
    queryKey: friendsKeys.pending(),
    queryFn: ({ signal }) => getPendingRequests(signal),
    select: (response) => response.pending_requests,
  });
}

export function usePendingRequestsQuery() {
  return useQuery(pendingRequestsQueryOptions());
}
