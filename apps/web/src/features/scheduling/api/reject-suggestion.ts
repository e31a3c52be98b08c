import { useMutation, useQueryClient } from '@tanstack/react-query';
import { suggestionRejectResponse } from '@hangtime/core/scheduling/schemas';
import { apiRequest } from '../../../lib/api-client';
import { invalidateSuggestionViews } from './invalidate-suggestion-views';

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
    onSuccess: (_answer, eventId) => invalidateSuggestionViews(queryClient, eventId),
  });
}
