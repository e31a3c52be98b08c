import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventResponse } from '@hangtime/core/events/schemas';
import type { AcceptSuggestionBody } from '@hangtime/core/scheduling/schemas';
import { apiRequest } from '../../../lib/api-client';
import { invalidateSuggestionViews } from './invalidate-suggestion-views';
import { CHANGES_NO_GOAL } from '../../../lib/query-client';

/** "Create Event & Send Invitations": the suggestion, as edited, becomes an ordinary event and invites. */
export function acceptSuggestion(eventId: string, body: AcceptSuggestionBody) {
  return apiRequest(`/api/suggestions/${encodeURIComponent(eventId)}/accept`, {
    method: 'POST',
    body,
    schema: eventResponse,
  });
}

export function useAcceptSuggestionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, body }: { eventId: string; body: AcceptSuggestionBody }) => acceptSuggestion(eventId, body),
    meta: CHANGES_NO_GOAL,
    onSuccess: (_answer, { eventId }) => invalidateSuggestionViews(queryClient, eventId),
  });
}
