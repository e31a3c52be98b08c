import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionDeletedResponse } from '@hangtime/core/calendar-link/schemas';
import { apiRequest } from '../../../lib/api-client';
import { calendarSyncKeys } from './query-keys';

export function removeSubscription(id: string) {
  return apiRequest(`/api/calendar-subscriptions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: subscriptionDeletedResponse,
  });
}

export function useRemoveSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarSyncKeys.subscriptions() }),
  });
}
