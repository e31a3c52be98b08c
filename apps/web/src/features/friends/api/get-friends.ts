import { queryOptions, useQuery } from '@tanstack/react-query';
import { friendsResponse } from '@hangtime/core/friends/schemas';
import { apiRequest } from '../../../lib/api-client';
import { friendsKeys } from './query-keys';

export function getFriends(signal?: AbortSignal) {
  return apiRequest('/api/friends', { schema: friendsResponse, signal });
}

export function friendsQueryOptions() {
  return queryOptions({
    queryKey: friendsKeys.list(),
    queryFn: ({ signal }) => getFriends(signal),
    select: (response) => response.friends,
  });
}

export function useFriendsQuery() {
  return useQuery(friendsQueryOptions());
}
