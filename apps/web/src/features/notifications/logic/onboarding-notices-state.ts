// The post-login reminders of this session, kept in the query cache: the bell and the banners
// read the same entry, it outlives a change of layout (onboarding has no bar), and it goes
// with the rest of the cache when the session ends.
import { queryOptions, skipToken } from '@tanstack/react-query';
import { notificationsKeys } from '../api/query-keys';
import type { OnboardingNoticeType } from './onboarding-notices';

export type OnboardingNoticesState = {
  missing: OnboardingNoticeType[];
  dismissedBanners: OnboardingNoticeType[];
  readInBell: OnboardingNoticeType[];
};

export type RunChecks = () => Promise<OnboardingNoticeType[]>;

/**
 * The session's entry. Only the component that runs the checks passes `runChecks`; readers (the
 * bell) pass none, never fetch, and so never load the checks' code and contracts.
 */
export function onboardingNoticesQueryOptions(userId: string | null, runChecks?: RunChecks) {
  return queryOptions({
    queryKey: notificationsKeys.onboardingNotices(userId),
    queryFn: runChecks
      ? async (): Promise<OnboardingNoticesState> => ({ missing: await runChecks(), dismissedBanners: [], readInBell: [] })
      : skipToken,
    // Once per session: never refetched, not even by an invalidation, and never dropped.
    staleTime: 'static',
    gcTime: Infinity,
    retry: false,
  });
}

export function withDismissedBanner(state: OnboardingNoticesState, type: OnboardingNoticeType): OnboardingNoticesState {
  return state.dismissedBanners.includes(type) ? state : { ...state, dismissedBanners: [...state.dismissedBanners, type] };
}

export function withReadInBell(state: OnboardingNoticesState, types: OnboardingNoticeType[]): OnboardingNoticesState {
  const added = types.filter((type) => !state.readInBell.includes(type));
  return added.length === 0 ? state : { ...state, readInBell: [...state.readInBell, ...added] };
}

export function visibleBanners(state: OnboardingNoticesState | undefined): OnboardingNoticeType[] {
  return state ? state.missing.filter((type) => !state.dismissedBanners.includes(type)) : [];
}

export function unreadBellNotices(state: OnboardingNoticesState | undefined): OnboardingNoticeType[] {
  return state ? state.missing.filter((type) => !state.readInBell.includes(type)) : [];
}
