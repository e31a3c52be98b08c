import { queryOptions } from '@tanstack/react-query';
import { validationResponse } from '@hangtime/core/availability/schemas';
import { apiRequest } from '../../../lib/api-client';
import { onboardingProgressKeys, PROGRESS_FRESHNESS } from './query-keys';

/** How many of the person's availability windows have free time in the next 14 days. */
export async function getValidWindowCount(signal?: AbortSignal): Promise<number> {
  return (await apiRequest('/api/availability-windows/validation', { schema: validationResponse, signal })).valid_count;
}

export function validWindowCountQueryOptions() {
  return queryOptions({
    queryKey: onboardingProgressKeys.validWindows(),
    queryFn: ({ signal }) => getValidWindowCount(signal),
    ...PROGRESS_FRESHNESS,
  });
}
