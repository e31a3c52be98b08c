import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

export async function getMe(signal?: AbortSignal) {
  // The auth contracts pull zod, the phone metadata and the Temporal polyfill; loading them
  // only when there is a session to check keeps the landing page's first download small.
  const { meResponse } = await import('@hangtime/core/auth/schemas');
  return apiRequest('/api/auth/me', { schema: meResponse, signal });
}

export const meQueryRoot = ['session', 'me'] as const;

/** Keyed by token: a new sign-in never sees the previous person's cached user. */
export function meQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...meQueryRoot, token],
    queryFn: ({ signal }) => getMe(signal),
    enabled: token !== null,
    retry: false,
    // The user changes only through this app; refetching on every mount would flash spinners.
    staleTime: Infinity,
  });
}
