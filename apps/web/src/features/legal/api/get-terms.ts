import { queryOptions } from '@tanstack/react-query';
import { termsResponse } from '@hangtime/core/legal/schemas';
import { apiRequest } from '../../../lib/api-client';
import { fallbackTerms } from '../fallback-documents';
import { documentStaleTime, withNetworkFallback } from './with-network-fallback';

export async function getTerms(signal?: AbortSignal) {
  const response = await apiRequest('/api/terms', {
    schema: termsResponse,
    authenticated: false,
    signal,
  });
  return response.data.terms;
}

export function termsQueryOptions() {
  return queryOptions({
    queryKey: ['legal', 'terms'],
    queryFn: ({ signal }) => withNetworkFallback(getTerms(signal), fallbackTerms),
    staleTime: documentStaleTime,
  });
}
