import { queryOptions, useQuery } from '@tanstack/react-query';
import { preferencesResponse } from '@hangtime/core/preferences/schemas';
import { apiRequest } from '../../../lib/api-client';
import { preferencesKeys } from './query-keys';

/** What the user rated like or dislike (unsure is no rating). */
export function getRatedPreferences(signal?: AbortSignal) {
  return apiRequest('/api/preferences', { schema: preferencesResponse, signal });
}

export function ratedPreferencesQueryOptions() {
  return queryOptions({
    queryKey: preferencesKeys.rated(),
    queryFn: ({ signal }) => getRatedPreferences(signal),
    select: (response) => response.preferences,
  });
}

export function useRatedPreferencesQuery() {
  return useQuery(ratedPreferencesQueryOptions());
}
