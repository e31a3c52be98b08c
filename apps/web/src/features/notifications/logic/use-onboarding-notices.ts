import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import type { OnboardingNoticeType } from './onboarding-notices';
import { onboardingNoticesQueryOptions } from './onboarding-notices-state';
import { unreadBellNotices, visibleBanners, withDismissedBanner, withReadInBell } from './setup-reminder-memory';
import { useReminderMemory } from './setup-reminder-store';

/** The person's setup reminders (read only: usePostLoginChecks is what runs the checks). */
export function useOnboardingNotices() {
  const session = useSession();
  const userId = session.status === 'authenticated' ? (session.user?.id ?? null) : null;
  const { data: missing } = useQuery(onboardingNoticesQueryOptions(userId));
  const { memory, update } = useReminderMemory(userId);

  return {
    /** The checks of this session have run (whatever they found). */
    isChecked: missing !== undefined,
    banners: visibleBanners(missing, memory),
    bellNotices: unreadBellNotices(missing, memory),
    dismissBanner: (type: OnboardingNoticeType) => update((state) => withDismissedBanner(state, type)),
    markReadInBell: (types: OnboardingNoticeType[]) => update((state) => withReadInBell(state, types)),
  };
}
