import { queryOptions, useQuery } from '@tanstack/react-query';
import { preferencesResponse } from '@hangtime/core/preferences/schemas';
import { apiRequest } from '../../../lib/api-client';
import { preferencesKeys } from './query-keys';

/** The 12 activities most people like, each with the user's own rating. */
export function getMostLikedPreferences(signal?: AbortSignal) {
  return apiRequest('/api/preferences/most-liked', { schema: preferencesResponse, signal });
}

export function mostLikedPreferencesQueryOptions() {
  return queryOptions({
    queryKey: preferencesKeys.mostLiked(),
    queryFn: ({ signal }) => getMostLikedPreferences(signal),
    select: (response) => response.preferences,
  });
}

export function useMostLikedPreferencesQuery() {
  return useQuery(mostLikedPreferencesQueryOptions());
}
