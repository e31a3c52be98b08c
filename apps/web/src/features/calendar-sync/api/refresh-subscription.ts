import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionResponse } from '@hangtime/core/calendar-link/schemas';
import { apiRequest } from '../../../lib/api-client';
import { calendarSyncKeys } from './query-keys';

export async function refreshSubscription(id: string) {
  const response = await apiRequest(`/api/calendar-subscriptions/${encodeURIComponent(id)}/refresh`, {
    method: 'POST',
    schema: subscriptionResponse,
  });
  return response.subscription;
}

export function useRefreshSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshSubscription,
    // Also after a failure: the fetch's outcome (its error) is kept on the subscription.
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarSyncKeys.subscriptions() }),
  });
}
