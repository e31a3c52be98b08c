import { queryOptions, useQuery } from '@tanstack/react-query';
import { locationsResponse } from '@hangtime/core/locations/schemas';
import { apiRequest } from '../../../lib/api-client';
import { locationsKeys } from './query-keys';

export function getLocations(signal?: AbortSignal) {
  return apiRequest('/api/locations', { schema: locationsResponse, signal });
}

export function locationsQueryOptions() {
  return queryOptions({
    queryKey: locationsKeys.list(),
    queryFn: ({ signal }) => getLocations(signal),
    select: (response) => response.locations,
  });
}

export function useLocationsQuery() {
  return useQuery(locationsQueryOptions());
}
