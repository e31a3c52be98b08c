import { queryOptions } from '@tanstack/react-query';
import type { User } from '@hangtime/core/auth/user';
import { apiRequest } from '../api-client';

export type MeData = { user: User };

export async function getMe(signal?: AbortSignal): Promise<MeData> {
  // The user's contract pulls zod and the Temporal polyfill (core's contracts chunk); loading it
  // only when there is a session to check keeps the landing page's first download small.
  const { meResponse } = await import('@hangtime/core/auth/user');
  // The server answers the user at the top level; the spec also allows it under `user`, and the
  // client accepts both so it keeps working against either form.
  const schema = {
    parse: (body: unknown) => meResponse.parse(isWrappedUser(body) ? body.user : body),
  };
  return { user: await apiRequest('/api/auth/me', { schema, signal }) };
}

function isWrappedUser(body: unknown): body is { user: unknown } {
  return typeof body === 'object' && body !== null && !('id' in body) && 'user' in body;
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
