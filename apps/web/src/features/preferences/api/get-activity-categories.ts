import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityCategoriesResponse } from '@hangtime/core/preferences/schemas';
import { apiRequest } from '../../../lib/api-client';
import { preferencesKeys } from './query-keys';

/**
 * Every activity category with its subcategories and the user's rating of each. No cache-busting
 * parameter (spec §7): the server marks every /api answer no-store.
 */
export function getActivityCategories(signal?: AbortSignal) {
  return apiRequest('/api/preferences/categories', { schema: activityCategoriesResponse, signal });
}

export function activityCategoriesQueryOptions() {
  return queryOptions({
    queryKey: preferencesKeys.categories(),
    queryFn: ({ signal }) => getActivityCategories(signal),
    select: (response) => response.categories,
  });
}

export function useActivityCategoriesQuery() {
  return useQuery(activityCategoriesQueryOptions());
}
