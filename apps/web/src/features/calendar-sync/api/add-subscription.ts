import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionResponse } from '@hangtime/core/calendar-link/schemas';
import { apiRequest } from '../../../lib/api-client';
import { calendarSyncKeys } from './query-keys';

/** The server fetches the calendar at once: a 400 says why it cannot be used, and nothing is kept. */
export async function addSubscription(url: string) {
  const response = await apiRequest('/api/calendar-subscriptions', {
    method: 'POST',
    body: { url },
    schema: subscriptionResponse,
  });
  return response.subscription;
}

export function useAddSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarSyncKeys.subscriptions() }),
  });
}
