import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import type { OnboardingNoticeType } from './onboarding-notices';
import {
  onboardingNoticesQueryOptions,
  unreadBellNotices,
  visibleBanners,
  withDismissedBanner,
  withReadInBell,
  type OnboardingNoticesState,
} from './onboarding-notices-state';

/** The session's setup reminders (read only: usePostLoginChecks is what runs the checks). */
export function useOnboardingNotices() {
  const session = useSession();
  const userId = session.status === 'authenticated' ? (session.user?.id ?? null) : null;
  const queryClient = useQueryClient();
  const options = onboardingNoticesQueryOptions(userId);
  const { data } = useQuery(options);

  function update(change: (state: OnboardingNoticesState) => OnboardingNoticesState) {
    queryClient.setQueryData(options.queryKey, (state) => (state ? change(state) : state));
  }

  return {
    /** The checks of this session have run (whatever they found). */
    isChecked: data !== undefined,
    banners: visibleBanners(data),
    bellNotices: unreadBellNotices(data),
    dismissBanner: (type: OnboardingNoticeType) => update((state) => withDismissedBanner(state, type)),
    markReadInBell: (types: OnboardingNoticeType[]) => update((state) => withReadInBell(state, types)),
  };
}
