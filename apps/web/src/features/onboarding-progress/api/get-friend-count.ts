import { queryOptions } from '@tanstack/react-query';
import { friendsResponse } from '@hangtime/core/friends/schemas';
import { apiRequest } from '../../../lib/api-client';
import { onboardingProgressKeys, PROGRESS_FRESHNESS } from './query-keys';

export async function getFriendCount(signal?: AbortSignal): Promise<number> {
  return (await apiRequest('/api/friends', { schema: friendsResponse, signal })).friends.length;
}

export function friendCountQueryOptions() {
  return queryOptions({
    queryKey: onboardingProgressKeys.friends(),
    queryFn: ({ signal }) => getFriendCount(signal),
    ...PROGRESS_FRESHNESS,
  });
}
