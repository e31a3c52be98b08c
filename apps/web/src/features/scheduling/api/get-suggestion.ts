import { queryOptions, useQuery } from '@tanstack/react-query';
import { suggestionResponse } from '@hangtime/core/scheduling/schemas';
import { apiRequest } from '../../../lib/api-client';
import { schedulingKeys } from './query-keys';

/** A hangout the weekly job suggested (an event in state "suggested"), with the friends it would invite. */
export function getSuggestion(eventId: string, signal?: AbortSignal) {
  return apiRequest(`/api/suggestions/${encodeURIComponent(eventId)}`, { schema: suggestionResponse, signal });
}

export function suggestionQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: schedulingKeys.suggestion(eventId),
    queryFn: ({ signal }) => getSuggestion(eventId, signal),
    select: (response) => response.suggestion,
  });
}

export function useSuggestionQuery(eventId: string) {
  return useQuery(suggestionQueryOptions(eventId));
}
