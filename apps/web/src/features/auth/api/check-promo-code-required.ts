import { queryOptions } from '@tanstack/react-query';
import { promoCheckResponse } from '@hangtime/core/auth/schemas';
import { ApiError, NetworkError, apiRequest } from '../../../lib/api-client';

export function checkPromoCodeRequired(email: string, signal?: AbortSignal) {
  return apiRequest('/api/auth/check-promo-code-required', {
    method: 'POST',
    body: { email },
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

export function promoCheckQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['auth', 'promo-code-required', email],
    queryFn: ({ signal }) => checkPromoCodeRequired(email, signal),
    retry: (failureCount, error) => failureCount < 1 && isPromoCheckRetryable(error),
    retryDelay: PROMO_RETRY_DELAY_MS,
    staleTime: 5 * 60_000,
  });
}
