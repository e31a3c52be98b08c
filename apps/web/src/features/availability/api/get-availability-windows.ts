import { queryOptions, useQuery } from '@tanstack/react-query';
import { availabilityWindowsResponse } from '@hangtime/core/availability/schemas';
import { apiRequest } from '../../../lib/api-client';
import { availabilityKeys } from './query-keys';

export function getAvailabilityWindows(signal?: AbortSignal) {
  return apiRequest('/api/availability-windows', { schema: availabilityWindowsResponse, signal });
}

export function availabilityWindowsQueryOptions() {
  return queryOptions({
    queryKey: availabilityKeys.list(),
    queryFn: ({ signal }) => getAvailabilityWindows(signal),
    select: (response) => response.availability_windows,
  });
}

export function useAvailabilityWindowsQuery() {
  return useQuery(availabilityWindowsQueryOptions());
}
