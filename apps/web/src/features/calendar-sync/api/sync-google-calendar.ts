import { useMutation, useQueryClient } from '@tanstack/react-query';
import { googleSyncResponse } from '@hangtime/core/calendar-link/schemas';
import { apiRequest } from '../../../lib/api-client';
import { calendarSyncKeys } from './query-keys';

/** One linked calendar, by Hangtime's id of it (the row's `id`, not Google's `calendar_id`). */
export function syncGoogleCalendar(id: string) {
  return apiRequest('/api/google-calendar/sync', {
    method: 'POST',
    body: { calendar_id: id },
    schema: googleSyncResponse,
  });
}

export function syncAllGoogleCalendars() {
  return apiRequest('/api/google-calendar/sync-all', { method: 'POST', schema: googleSyncResponse });
}

/** Syncs one calendar (an id) or all of them (null); the last sync times are read again either way. */
export function useSyncGoogleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) => (id === null ? syncAllGoogleCalendars() : syncGoogleCalendar(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarSyncKeys.googleStatus() }),
  });
}
