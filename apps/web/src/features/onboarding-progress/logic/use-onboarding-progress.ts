import { useQueries, type QueryClient } from '@tanstack/react-query';
import { friendCountQueryOptions } from '../api/get-friend-count';
import { ratedPreferenceCountQueryOptions } from '../api/get-rated-preference-count';
import { validWindowCountQueryOptions } from '../api/get-valid-window-count';
import { computeOnboardingProgress, type OnboardingProgress } from './onboarding-goals';

export type OnboardingProgressState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void; isRetrying: boolean }
  | { status: 'success'; progress: OnboardingProgress };

/** Starts the three reads before the page that shows them mounts (the calendar's first screen). */
export async function prefetchOnboardingProgress(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(friendCountQueryOptions()),
    queryClient.prefetchQuery(validWindowCountQueryOptions()),
    queryClient.prefetchQuery(ratedPreferenceCountQueryOptions()),
  ]);
}

/** The three counts behind the goals, read together; a failure of any one is a failure. */
export function useOnboardingProgress(): OnboardingProgressState {
  return useQueries({
    queries: [friendCountQueryOptions(), validWindowCountQueryOptions(), ratedPreferenceCountQueryOptions()],
    combine: ([friends, windows, preferences]): OnboardingProgressState => {
      const results = [friends, windows, preferences];
      if (results.some((result) => result.isError)) {
        return {
          status: 'error',
          isRetrying: results.some((result) => result.isFetching),
          retry: () => results.filter((result) => result.isError).forEach((result) => void result.refetch()),
        };
      }
      if (friends.data === undefined || windows.data === undefined || preferences.data === undefined) {
        return { status: 'loading' };
      }
      return {
        status: 'success',
        progress: computeOnboardingProgress({
          friends: friends.data,
          validWindows: windows.data,
          ratedPreferences: preferences.data,
        }),
      };
    },
  });
}

/** True once all three goals are met; false while the counts load or when they cannot be read. */
export function useOnboardingComplete(): boolean {
  const state = useOnboardingProgress();
  return state.status === 'success' && state.progress.isComplete;
}
