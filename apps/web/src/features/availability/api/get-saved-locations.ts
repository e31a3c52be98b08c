import { queryOptions, useQuery } from '@tanstack/react-query';
import { locationsResponse } from '@hangtime/core/locations/schemas';
import { apiRequest } from '../../../lib/api-client';
import { savedLocationsKey } from './query-keys';

/** The person's saved locations, for picking a window's place (spec §7 Locations). */
export function getSavedLocations(signal?: AbortSignal) {
  return apiRequest('/api/locations', { schema: locationsResponse, signal });
}

export function savedLocationsQueryOptions() {
  return queryOptions({
    queryKey: savedLocationsKey,
    queryFn: ({ signal }) => getSavedLocations(signal),
    select: (response) => response.locations,
  });
}

export function useSavedLocationsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...savedLocationsQueryOptions(), enabled });
}
