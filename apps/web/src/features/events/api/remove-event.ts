import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventMessageResponse } from '@hangtime/core/events/schemas';
import { apiRequest } from '../../../lib/api-client';
import { invalidateEvents } from './invalidate-events';
import { CHANGES_NO_GOAL } from '../../../lib/query-client';

/** The organizer's delete: the server deletes, cancels or hands the event on (behaviour.md §6). */
export function deleteEvent(id: string) {
  return apiRequest(`/api/calendar/events/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: eventMessageResponse,
  });
}

/** A participant's "Cancel Event": they leave, and their answer becomes declined. */
export function leaveEvent(id: string) {
  return apiRequest(`/api/calendar/events/${encodeURIComponent(id)}/participants`, {
    method: 'DELETE',
    schema: eventMessageResponse,
  });
}

export function useRemoveEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isOrganizer }: { id: string; isOrganizer: boolean }) =>
      isOrganizer ? deleteEvent(id) : leaveEvent(id),
    meta: CHANGES_NO_GOAL,
    // Also after a failure: the event may have been deleted or changed meanwhile.
    onSettled: () => invalidateEvents(queryClient),
  });
}
