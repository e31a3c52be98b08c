import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markReadResponse } from '@hangtime/core/notifications/schemas';
import { apiRequest } from '../../../lib/api-client';
import { notificationsKeys } from './query-keys';
import { CHANGES_NO_GOAL } from '../../../lib/query-client';

export function markNotificationRead(notificationId: string) {
  return apiRequest(`/api/notifications/${encodeURIComponent(notificationId)}/read`, {
    method: 'PUT',
    schema: markReadResponse,
  });
}

export function useMarkNotificationReadMutation(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    meta: CHANGES_NO_GOAL,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.unified(userId) }),
  });
}
