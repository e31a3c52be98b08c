import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventResponse, type EventBody } from '@hangtime/core/events/schemas';
import { apiRequest } from '../../../lib/api-client';
import { CHANGES_NO_GOAL } from '../../../lib/query-client';
import { invalidateEvents } from './invalidate-events';

export function createEvent(body: EventBody) {
  return apiRequest('/api/calendar/events', { method: 'POST', body, schema: eventResponse });
}

export function updateEvent(id: string, body: EventBody) {
  return apiRequest(`/api/calendar/events/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: eventResponse });
}

export function useCreateEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    meta: CHANGES_NO_GOAL,
    onSuccess: () => invalidateEvents(queryClient),
  });
}

export function useUpdateEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EventBody }) => updateEvent(id, body),
    meta: CHANGES_NO_GOAL,
    onSuccess: () => invalidateEvents(queryClient),
  });
}
