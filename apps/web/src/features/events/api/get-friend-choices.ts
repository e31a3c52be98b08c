import { queryOptions, useQuery } from '@tanstack/react-query';
import { friendsResponse } from '@hangtime/core/friends/schemas';
import { apiRequest } from '../../../lib/api-client';
import { eventsKeys } from './query-keys';

export type FriendChoice = { value: string; label: string };

export function getFriendChoices(signal?: AbortSignal) {
  return apiRequest('/api/friends', { schema: friendsResponse, signal });
}

/** Your friends as picker options; the value is the friend's user id (participant_ids). */
export function friendChoicesQueryOptions() {
  return queryOptions({
    queryKey: eventsKeys.friendChoices,
    queryFn: ({ signal }) => getFriendChoices(signal),
    select: (response): FriendChoice[] =>
      response.friends.map(({ friend }) => ({
        value: friend.id,
        label: `${friend.first_name} ${friend.last_name}`.trim() || friend.email,
      })),
  });
}

export function useFriendChoicesQuery(enabled: boolean) {
  return useQuery({ ...friendChoicesQueryOptions(), enabled });
}
