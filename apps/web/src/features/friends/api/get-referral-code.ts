import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralCodeResponse } from '@hangtime/core/friends/schemas';
import { apiRequest } from '../../../lib/api-client';
import { friendsKeys } from './query-keys';

export function getReferralCode(signal?: AbortSignal) {
  return apiRequest('/api/friends/referral-code', { schema: referralCodeResponse, signal });
}

export function referralCodeQueryOptions() {
  return queryOptions({
    queryKey: friendsKeys.referralCode(),
    queryFn: ({ signal }) => getReferralCode(signal),
    // A person's code does not change while they look at it.
    staleTime: Infinity,
  });
}

export function useReferralCodeQuery() {
  return useQuery(referralCodeQueryOptions());
}
