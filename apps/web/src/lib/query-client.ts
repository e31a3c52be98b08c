import { MutationCache, QueryClient, type Query } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Client errors (4xx) are answers, not glitches: retrying them only delays the message. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * A query whose answer any change of the person's may move (the onboarding goals count friends,
 * windows and ratings, saved on several screens) sets `meta: { staleAfterAnyChange: true }`: every
 * successful mutation marks it stale, so it is read again where it shows next, without each
 * screen's mutations having to know it; all but those that say they change no goal (below).
 */
const isStaleAfterAnyChange = (query: Query) => query.meta?.staleAfterAnyChange === true;

/**
 * The meta of a mutation that changes plans only (an event made, changed, answered or removed, a
 * suggestion taken or turned down, the bell's rows read): the goals count friends, availability
 * windows and rated activities, which none of these moves, so their answers stay. After Hangtime
 * Now! they were read three more times for nothing, on the server and in the page.
 */
export const CHANGES_NO_GOAL = { changesNoGoal: true } as const;

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      // Not awaited: the mutation's own caller should not wait for these reads.
      onSuccess: (_data, _variables, _context, mutation) => {
        if (mutation.meta?.changesNoGoal === true) return;
        void queryClient.invalidateQueries({ predicate: isStaleAfterAnyChange });
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
