import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedResponse } from '@hangtime/core/calendar-link/schemas';
import { apiRequest } from '../../../lib/api-client';
import { calendarSyncKeys } from './query-keys';

/** A new secret address; the old one answers 404 from then on. */
export function renewFeed() {
  return apiRequest('/api/calendar/feed', { method: 'POST', schema: feedResponse });
}

export function useRenewFeedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewFeed,
    onSuccess: (response) => queryClient.setQueryData(calendarSyncKeys.feed(), response),
  });
}
