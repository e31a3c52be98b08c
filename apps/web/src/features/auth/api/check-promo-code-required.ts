import { queryOptions } from '@tanstack/react-query';
import { promoCheckResponse } from '@hangtime/core/auth/schemas';
import { ApiError, NetworkError, apiRequest } from '../../../lib/api-client';

/** With no email the server answers only whether the beta gate is on (behaviour "Accounts"). */
export function checkPromoCodeRequired(email: string | null, signal?: AbortSignal) {
  return apiRequest('/api/auth/check-promo-code-required', {
    method: 'POST',
    body: email === null ? {} : { email },
    schema: promoCheckResponse,
    authenticated: false,
    signal,
  });
}

/** Spec §8: one retry, after 2 seconds, and only for a network error or a 5xx. */
export function isPromoCheckRetryable(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
}

export const PROMO_RETRY_DELAY_MS = 2000;

export function promoCheckQueryOptions(email: string | null) {
  return queryOptions({
    queryKey: ['auth', 'promo-code-required', email],
    queryFn: ({ signal }) => checkPromoCodeRequired(email, signal),
    retry: (failureCount, error) => failureCount < 1 && isPromoCheckRetryable(error),
    retryDelay: PROMO_RETRY_DELAY_MS,
    staleTime: 5 * 60_000,
  });
}
