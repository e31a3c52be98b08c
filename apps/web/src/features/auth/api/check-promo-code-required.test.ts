import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { promoCheckQueryOptions } from './check-promo-code-required';

describe('promo check retry policy', () => {
  const { retry, retryDelay } = promoCheckQueryOptions('sam@example.com');
  const shouldRetry = retry as (failureCount: number, error: unknown) => boolean;

  it('retries once, after 2 seconds, on a network error or a 5xx', () => {
    expect(shouldRetry(0, new NetworkError(new TypeError()))).toBe(true);
    expect(shouldRetry(0, new ApiError(503, null, undefined))).toBe(true);
    expect(shouldRetry(1, new NetworkError(new TypeError()))).toBe(false);
    expect(retryDelay).toBe(2000);
  });

  it('does not retry an answer the server meant', () => {
    expect(shouldRetry(0, new ApiError(400, { error: 'Bad' }, undefined))).toBe(false);
  });
});
