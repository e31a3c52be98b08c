import { useMutation, useQueryClient } from '@tanstack/react-query';
import { googleDisconnectResponse } from '@hangtime/core/calendar-link/schemas';
import { apiRequest } from '../../../lib/api-client';
import { calendarSyncKeys } from './query-keys';

export function disconnectGoogleCalendar(id: string) {
  return apiRequest(`/api/google-calendar/disconnect/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: googleDisconnectResponse,
  });
}

export function useDisconnectGoogleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectGoogleCalendar,
    // The last calendar gone may end the link itself: the whole status is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarSyncKeys.googleStatus() }),
  });
}
