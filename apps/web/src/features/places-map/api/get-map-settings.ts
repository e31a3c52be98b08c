import { queryOptions, useQuery } from '@tanstack/react-query';
import { mapSettingsResponse } from '@hangtime/core/places/map-settings';
import { apiRequest } from '../../../lib/api-client';

/** The tile source is a server setting (MAP_TILE_URL), so one build works with any tile host. */
export function getMapSettings(signal?: AbortSignal) {
  return apiRequest('/api/map-settings', { schema: mapSettingsResponse, authenticated: false, signal });
}

export function mapSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['map-settings'],
    queryFn: ({ signal }) => getMapSettings(signal),
    // It changes only when the server restarts with another setting: once per page load is enough.
    staleTime: Infinity,
  });
}

export function useMapSettings() {
  return useQuery(mapSettingsQueryOptions());
}
