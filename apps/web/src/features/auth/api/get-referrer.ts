import { queryOptions } from '@tanstack/react-query';
import { referrerResponse } from '@hangtime/core/auth/referrer';
import { apiRequest } from '../../../lib/api-client';

/** Who shared a referral link, by first name: the invitation banner's one public lookup. */
export function getReferrer(referralCode: string, signal?: AbortSignal) {
  return apiRequest(`/api/referrals/${encodeURIComponent(referralCode)}`, {
    schema: referrerResponse,
    authenticated: false,
    signal,
  });
}

/** One try: an unknown code (404) or a refusal leaves the banner without a name, which is fine. */
export function referrerQueryOptions(referralCode: string) {
  return queryOptions({
    queryKey: ['auth', 'referrer', referralCode],
    queryFn: ({ signal }) => getReferrer(referralCode, signal),
    retry: false,
    staleTime: 10 * 60_000,
  });
}
