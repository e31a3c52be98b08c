import { queryOptions } from '@tanstack/react-query';
import { workingHoursListResponse } from '@hangtime/core/working-hours/schemas';
import { apiRequest } from '../../../lib/api-client';
import { CALENDAR_STALE_MS, calendarKeys } from './query-keys';

/** Every working-hours entry; the calendar places them on its days itself. */
export function getWorkingHours(signal?: AbortSignal) {
  return apiRequest('/api/working-hours', { schema: workingHoursListResponse, signal });
}

export function workingHoursQueryOptions() {
  return queryOptions({
    queryKey: calendarKeys.workingHours,
    queryFn: async ({ signal }) => (await getWorkingHours(signal)).working_hours,
    staleTime: CALENDAR_STALE_MS,
  });
}
