import { queryOptions, useQuery } from '@tanstack/react-query';
import { restaurantSubtypesResponse } from '@hangtime/core/places/schemas';
import { apiRequest } from '../../../lib/api-client';
import { assistedFlowKeys } from './query-keys';

/** The Restaurants types the caller and `userIds` like, none that one of them dislikes (behaviour.md §9). */
export function getRestaurantSubtypes(userIds: readonly string[], signal?: AbortSignal) {
  return apiRequest('/api/calendar/restaurant-subtypes', {
    method: 'POST',
    body: { user_ids: userIds },
    schema: restaurantSubtypesResponse,
    signal,
    isRead: true,
  });
}

export function restaurantSubtypesQueryOptions(userIds: readonly string[]) {
  return queryOptions({
    queryKey: assistedFlowKeys.restaurantSubtypes(userIds),
    queryFn: async ({ signal }) => (await getRestaurantSubtypes(userIds, signal)).restaurant_subtypes,
  });
}

/** Idle until friends are chosen (step 3 is not reached before). */
export function useRestaurantSubtypesQuery(userIds: readonly string[]) {
  return useQuery({ ...restaurantSubtypesQueryOptions(userIds), enabled: userIds.length > 0 });
}
