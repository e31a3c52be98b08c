import { queryOptions, useQuery } from '@tanstack/react-query';
import { findUsTimeResponse } from '@hangtime/core/scheduling/schemas';
import { apiRequest } from '../../../lib/api-client';
import { FREE_TOGETHER_STALE_MS, schedulingKeys } from './query-keys';

/** When the person and their friends are free together, in the 14 days from `referenceDate`. */
export function findUsTime(referenceDate: string, signal?: AbortSignal) {
  return apiRequest('/api/find-us-time', {
    method: 'POST',
    body: { reference_date: referenceDate },
    schema: findUsTimeResponse,
    signal,
    isRead: true,
  });
}

export function freeTogetherQueryOptions(referenceDate: string) {
  return queryOptions({
    queryKey: schedulingKeys.freeTogether(referenceDate),
    queryFn: async ({ signal }) => {
      const { time_slots, free_together } = await findUsTime(referenceDate, signal);
      return { time_slots, free_together };
    },
    staleTime: FREE_TOGETHER_STALE_MS,
  });
}

/** Idle (never fetched) while there is no date to ask about: the overlay is off, or the days have passed. */
export function useFreeTogetherQuery(referenceDate: string | null) {
  return useQuery({ ...freeTogetherQueryOptions(referenceDate ?? ''), enabled: referenceDate !== null });
}
