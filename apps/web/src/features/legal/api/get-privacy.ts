import { queryOptions } from '@tanstack/react-query';
import { privacyResponse } from '@hangtime/core/legal/schemas';
import { apiRequest } from '../../../lib/api-client';
import { fallbackPrivacyPolicy } from '../fallback-documents';
import { documentStaleTime, withNetworkFallback } from './with-network-fallback';

export async function getPrivacyPolicy(signal?: AbortSignal) {
  const response = await apiRequest('/api/privacy', {
    schema: privacyResponse,
    authenticated: false,
    signal,
  });
  return response.data.privacy_policy;
}

export function privacyQueryOptions() {
  return queryOptions({
    queryKey: ['legal', 'privacy'],
    queryFn: ({ signal }) => withNetworkFallback(getPrivacyPolicy(signal), fallbackPrivacyPolicy),
    staleTime: documentStaleTime,
  });
}
