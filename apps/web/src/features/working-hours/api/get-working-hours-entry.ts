import { queryOptions, useQuery } from '@tanstack/react-query';
import { workingHoursEntryResponse } from '@hangtime/core/working-hours/schemas';
import { apiRequest } from '../../../lib/api-client';
import { workingHoursKeys } from './query-keys';

/** One entry, for a link that opens its editor (/working-hours?edit={id}). */
export function getWorkingHoursEntry(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/working-hours/${encodeURIComponent(id)}`, { schema: workingHoursEntryResponse, signal });
}

export function workingHoursEntryQueryOptions(id: string) {
  return queryOptions({
    queryKey: workingHoursKeys.entry(id),
    queryFn: ({ signal }) => getWorkingHoursEntry(id, signal),
    select: (response) => response.working_hours,
  });
}

/** Asks only while there is an id to ask about. */
export function useWorkingHoursEntryQuery(id: string | null) {
  return useQuery({ ...workingHoursEntryQueryOptions(id ?? ''), enabled: id !== null });
}
