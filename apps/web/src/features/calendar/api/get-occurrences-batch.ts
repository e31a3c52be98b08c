import { queryOptions } from '@tanstack/react-query';
import { occurrencesResponse } from '@hangtime/core/availability/schemas';
import { apiRequest } from '../../../lib/api-client';
import type { BatchRange } from '../logic/fetch-batches';
import { CALENDAR_STALE_MS, calendarKeys } from './query-keys';

/** The availability occurrences on one week's dates, both ends included. */
export function getOccurrences(firstDate: string, lastDate: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ start_date: firstDate, end_date: lastDate });
  return apiRequest(`/api/availability-windows/occurrences?${query.toString()}`, {
    schema: occurrencesResponse,
    signal,
  });
}

export function occurrencesBatchQueryOptions(batch: BatchRange) {
  return queryOptions({
    queryKey: calendarKeys.occurrencesBatch(batch.firstDate),
    queryFn: async ({ signal }) => (await getOccurrences(batch.firstDate, batch.lastDate, signal)).occurrences,
    staleTime: CALENDAR_STALE_MS,
  });
}
