import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponse } from '@hangtime/core/friends/schemas';
import { apiRequest } from '../../../lib/api-client';
import { friendsKeys } from './query-keys';

/** One call for two things: a friendship id ends the friendship, a sent-request id cancels it. */
export function deleteFriendOrRequest(id: string) {
  return apiRequest(`/api/friends/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: messageResponse,
  });
}

export function useRemoveFriendMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFriendOrRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: friendsKeys.list() }),
  });
}

export function useCancelFriendRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFriendOrRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: friendsKeys.sent() }),
  });
}
