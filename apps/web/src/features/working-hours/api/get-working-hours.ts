import { queryOptions, useQuery } from '@tanstack/react-query';
import { workingHoursListResponse } from '@hangtime/core/working-hours/schemas';
import { apiRequest } from '../../../lib/api-client';
import { workingHoursKeys } from './query-keys';

export function getWorkingHours(signal?: AbortSignal) {
  return apiRequest('/api/working-hours', { schema: workingHoursListResponse, signal });
}

export function workingHoursQueryOptions() {
  return queryOptions({
    queryKey: workingHoursKeys.list(),
    queryFn: ({ signal }) => getWorkingHours(signal),
    select: (response) => response.working_hours,
  });
}

export function useWorkingHoursQuery() {
  return useQuery(workingHoursQueryOptions());
}
