// Kept light on purpose: the app shell imports this file, and the reminders' code (contracts,
// checks) downloads only once someone is signed in.
import { Suspense } from 'react';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { useSession } from '../../../lib/session';

const OnboardingBanners = preloadableLazy(async () => (await import('./onboarding-banners')).OnboardingBanners);
export const preloadOnboardingBanners = OnboardingBanners.preload;

/** The post-login setup reminders, for signed-in people only. */
export function SetupReminders() {
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  return (
    <Suspense fallback={null}>
      <OnboardingBanners />
    </Suspense>
  );
}
