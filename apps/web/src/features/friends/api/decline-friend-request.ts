import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponse } from '@hangtime/core/friends/schemas';
import { apiRequest } from '../../../lib/api-client';
import { friendsKeys } from './query-keys';

/** The spec sends the id in the body of the DELETE. */
export function declineFriendRequest(requestId: string) {
  return apiRequest('/api/friends/decline', {
    method: 'DELETE',
    body: { request_id: requestId },
    schema: messageResponse,
  });
}

export function useDeclineFriendRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineFriendRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: friendsKeys.pending() }),
  });
}
