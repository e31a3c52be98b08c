import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  friendPreferencesResponse,
  type friendsResponse,
  type Friendship,
  type HangoutStyle,
} from '@hangtime/core/friends/schemas';
import { apiRequest } from '../../../lib/api-client';
import { friendsKeys } from './query-keys';

/** Your side of one friendship: one preference at a time, as the screen changes them. */
export type FriendPreferenceChange = { priority: boolean } | { hangout_style: HangoutStyle };

type FriendsData = z.infer<typeof friendsResponse>;

export function updateFriendPreferences(friendshipId: string, change: FriendPreferenceChange) {
  return apiRequest(`/api/friends/${encodeURIComponent(friendshipId)}/preferences`, {
    method: 'PUT',
    body: change,
    schema: friendPreferencesResponse,
  });
}

function replaceFriendship(
  data: FriendsData | undefined,
  id: string,
  update: (friendship: Friendship) => Friendship,
): FriendsData | undefined {
  if (!data) return data;
  return { friends: data.friends.map((item) => (item.id === id ? update(item) : item)) };
}

type Variables = { friendshipId: string; change: FriendPreferenceChange };

/**
 * Applied to the list at once; a failure refetches the list (spec §4 "Friend preference
 * change"), so the screen shows what the server really holds rather than a guess.
 */
export function useUpdateFriendPreferencesMutation() {
  const queryClient = useQueryClient();
  const listKey = friendsKeys.list();
  return useMutation({
    mutationFn: ({ friendshipId, change }: Variables) => updateFriendPreferences(friendshipId, change),
    onMutate: async ({ friendshipId, change }) => {
      // A refetch already on its way would overwrite the change with the old value; it is
      // cancelled now and made again once the change is saved.
      const wasFetching = queryClient.isFetching({ queryKey: listKey }) > 0;
      await queryClient.cancelQueries({ queryKey: listKey });
      queryClient.setQueryData<FriendsData>(listKey, (data) =>
        replaceFriendship(data, friendshipId, (item) => ({ ...item, ...change })),
      );
      return { wasFetching };
    },
    onSuccess: ({ friend }, _variables, mutateResult) => {
      queryClient.setQueryData<FriendsData>(listKey, (data) => replaceFriendship(data, friend.id, () => friend));
      if (mutateResult.wasFetching) return queryClient.invalidateQueries({ queryKey: listKey });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
