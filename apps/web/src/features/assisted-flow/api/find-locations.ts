import { queryOptions, useQuery } from '@tanstack/react-query';
import { findLocationsResponse, type FindLocationsBody } from '@hangtime/core/places/schemas';
import { apiRequest } from '../../../lib/api-client';
import { assistedFlowKeys } from './query-keys';

/** The fairest open venues of those types for that time, with each person's travel (behaviour.md §9). */
export function findLocations(body: FindLocationsBody, signal?: AbortSignal) {
  return apiRequest('/api/calendar/find-locations', {
    method: 'POST',
    body,
    schema: findLocationsResponse,
    signal,
    isRead: true,
  });
}

export function findLocationsQueryOptions(body: FindLocationsBody) {
  return queryOptions({
    queryKey: assistedFlowKeys.locations(body),
    queryFn: ({ signal }) => findLocations(body, signal),
  });
}

/** Idle while the earlier steps are incomplete (`body` null). */
export function useFindLocationsQuery(body: FindLocationsBody | null) {
  return useQuery({
    ...findLocationsQueryOptions(
      body ?? { user_ids: [], subtype_ids: [], time_slot: { start_time: '', end_time: '' } },
    ),
    enabled: body !== null,
  });
}
