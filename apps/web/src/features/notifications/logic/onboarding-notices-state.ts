// What the setup checks found missing, kept in the query cache: the bell and the banners read the
// same entry, it outlives a change of layout (onboarding has no bar), and it goes with the rest of
// the cache when the session ends. What the person did with the reminders (dismissed, read) is
// kept apart, per person, in setup-reminder-memory: a re-check must not bring those back.
import { queryOptions, skipToken } from '@tanstack/react-query';
import { notificationsKeys } from '../api/query-keys';
import type { OnboardingNoticeType } from './onboarding-notices';

export type RunChecks = () => Promise<OnboardingNoticeType[]>;

/**
 * The session's entry. Only the component that runs the checks passes `runChecks`; readers (the
 * bell) pass none, never fetch, and so never load the checks' code and contracts.
 */
export function onboardingNoticesQueryOptions(userId: string | null, runChecks?: RunChecks) {
  return queryOptions({
    queryKey: notificationsKeys.onboardingNotices(userId),
    queryFn: runChecks ? (): Promise<OnboardingNoticeType[]> => runChecks() : skipToken,
    // Checked once after sign-in, then again only when the checker asks (after a change the
    // person made, see usePostLoginChecks); never dropped while the session lasts.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
