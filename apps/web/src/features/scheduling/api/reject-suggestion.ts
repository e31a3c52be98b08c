import { useMutation, useQueryClient } from '@tanstack/react-query';
import { suggestionRejectResponse } from '@hangtime/core/scheduling/schemas';
import { apiRequest } from '../../../lib/api-client';
import { invalidateSuggestionViews } from './invalidate-suggestion-views';
import { CHANGES_NO_GOAL } from '../../../lib/query-client';

/** Reject: the suggestion is deleted and its slot not proposed again (behaviour.md §8). */
export function rejectSuggestion(eventId: string) {
  return apiRequest(`/api/suggestions/${encodeURIComponent(eventId)}/reject`, {
    method: 'POST',
    schema: suggestionRejectResponse,
  });
}

export function useRejectSuggestionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectSuggestion,
    meta: CHANGES_NO_GOAL,
    onSuccess: (_answer, eventId) => invalidateSuggestionViews(queryClient, eventId),
  });
}
