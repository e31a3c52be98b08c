import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoriesResponse } from '@hangtime/core/events/schemas';
import { apiRequest } from '../../../lib/api-client';
import { eventsKeys } from './query-keys';

export function getCategories(signal?: AbortSignal) {
  return apiRequest('/api/categories', { schema: categoriesResponse, signal });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: eventsKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
    select: (response) => response.categories,
    // The seeded categories do not change while the app runs.
    staleTime: Infinity,
  });
}

export function useCategoriesQuery() {
  return useQuery(categoriesQueryOptions());
}
