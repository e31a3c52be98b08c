import { queryOptions } from '@tanstack/react-query';
import type { User } from '@hangtime/core/auth/user';
import { apiRequest, InvalidResponseError } from '../api-client';

export type MeData = { user: User };

export async function getMe(signal?: AbortSignal): Promise<MeData> {
  // The user's contract pulls zod and the Temporal polyfill (core's contracts chunk); loading it
  // only when there is a session to check keeps the landing page's first download small. It
  // downloads beside the call, not before it: the call is on the way to every signed-in page.
  const [{ meResponse }, body] = await Promise.all([
    import('@hangtime/core/auth/user'),
    apiRequest('/api/auth/me', { schema: { parse: (raw: unknown) => raw }, signal }),
  ]);
  // The server answers the user at the top level; the spec also allows it under `user`, and the
  // client accepts both so it keeps working against either form.
  try {
    return { user: meResponse.parse(isWrappedUser(body) ? body.user : body) };
  } catch (error) {
    throw new InvalidResponseError(error);
  }
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
