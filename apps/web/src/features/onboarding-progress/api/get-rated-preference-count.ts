import { queryOptions } from '@tanstack/react-query';
import { preferencesResponse } from '@hangtime/core/preferences/schemas';
import { apiRequest } from '../../../lib/api-client';
import { countDecidedRatings } from '../logic/onboarding-goals';
import { onboardingProgressKeys, PROGRESS_FRESHNESS } from './query-keys';

/** How many activities the person rated like or dislike (unsure does not count). */
export async function getRatedPreferenceCount(signal?: AbortSignal): Promise<number> {
  return countDecidedRatings(
    (await apiRequest('/api/preferences', { schema: preferencesResponse, signal })).preferences,
  );
}

export function ratedPreferenceCountQueryOptions() {
  return queryOptions({
    queryKey: onboardingProgressKeys.preferences(),
    queryFn: ({ signal }) => getRatedPreferenceCount(signal),
    ...PROGRESS_FRESHNESS,
  });
}
