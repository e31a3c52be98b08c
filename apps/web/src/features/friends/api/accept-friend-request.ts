import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptRequestResponse } from '@hangtime/core/friends/schemas';
import { apiRequest } from '../../../lib/api-client';
import { friendsKeys } from './query-keys';

export function acceptFriendRequest(requestId: string) {
  return apiRequest('/api/friends/accept', {
    method: 'PUT',
    body: { request_id: requestId },
    schema: acceptRequestResponse,
  });
}

export function useAcceptFriendRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptFriendRequest,
    // Also after a failure: the request may have been withdrawn or answered elsewhere.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: friendsKeys.pending() }),
        queryClient.invalidateQueries({ queryKey: friendsKeys.list() }),
      ]),
  });
}
