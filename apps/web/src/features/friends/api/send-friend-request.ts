import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendFriendRequestResponse } from '@hangtime/core/friends/schemas';
import type { SendFriendRequestBody } from '@hangtime/core/friends/send-request-body';
import { apiRequest } from '../../../lib/api-client';
import { friendsKeys } from './query-keys';

/** `{email}` or `{phone}` (+1 and ten digits). */
export function sendFriendRequest(body: SendFriendRequestBody) {
  return apiRequest('/api/friends/send-request', {
    method: 'POST',
    body,
    schema: sendFriendRequestResponse,
  });
}

export function useSendFriendRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFriendRequest,
    // Returned, so the mutation stays pending until the lists show the result.
    onSuccess: ({ outcome }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: friendsKeys.sent() }),
        // That person had already asked you: their request became a friendship.
        outcome === 'accepted' && queryClient.invalidateQueries({ queryKey: friendsKeys.list() }),
        outcome === 'accepted' && queryClient.invalidateQueries({ queryKey: friendsKeys.pending() }),
      ]),
  });
}
