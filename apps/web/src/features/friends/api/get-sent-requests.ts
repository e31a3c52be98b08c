import { queryOptions, useQuery } from '@tanstack/react-query';
import { sentRequestsResponse } from '@hangtime/core/friends/schemas';
import { apiRequest } from '../../../lib/api-client';
import { friendsKeys } from './query-keys';

/** Requests you sent that are still waiting for an answer. */
export function getSentRequests(signal?: AbortSignal) {
  return apiRequest('/api/friends/sent-requests', { schema: sentRequestsResponse, signal });
}

export function sentRequestsQueryOptions() {
  return queryOptions({
    queryKey: friendsKeys.sent(),
    queryFn: ({ signal }) => getSentRequests(signal),
    select: (response) => response.sent_requests,
  });
}

export function useSentRequestsQuery() {
  return useQuery(sentRequestsQueryOptions());
}
