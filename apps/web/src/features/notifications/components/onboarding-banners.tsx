import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useModalOpen } from '../logic/use-modal-open';
import { useOnboardingNotices } from '../logic/use-onboarding-notices';
import { usePostLoginChecks, type PostLoginCheckOptions } from '../logic/use-post-login-checks';
import { OnboardingBanner } from './onboarding-banner';
import { BannerPager } from './banner-pager';

/**
 * The fixed, dismissible setup reminders (spec §2 Fixed dismissible banners): one per check that
 * found something missing after login. A dismissed one stays away for that person; one whose
 * condition is met goes at once. They fold into one card, one reminder at a time with "1 of 3",
 * on every screen: three cards stacked in a desktop's corner covered the calendar's weekend while
 * the onboarding progress card above it said the same.
 */
export function OnboardingBanners(options: PostLoginCheckOptions) {
  usePostLoginChecks(options);
  const { banners, dismissBanner, isChecked } = useOnboardingNotices();
  const isModalOpen = useModalOpen();
  const [shownIndex, setShownIndex] = useState(0);
  // A hidden mark once the checks have run, so a browser test can tell "no reminders" from "not yet".
  if (banners.length === 0) return isChecked ? <div hidden data-setup-checks="done" /> : null;
  const index = Math.min(shownIndex, banners.length - 1);
  const shown = banners[index]!;
  return (
    // A corner card on wide screens, the bottom edge on phones; under dialogs (z-index 200), and
    // hidden while one is open, so it never covers a form someone is filling in.
    <Stack
      component="section"
      aria-label="Setup reminders"
      data-setup-checks="done"
      // The hidden attribute alone loses to the Stack's own display: flex.
      hidden={isModalOpen}
      display={isModalOpen ? 'none' : undefined}
      gap="xs"
      pos="fixed"
      bottom={12}
      right={12}
      left={{ base: 12, xs: 'auto' }}
      w={{ base: 'auto', xs: 400 }}
      style={{ zIndex: 150 }}
    >
      <OnboardingBanner
        key={shown}
        type={shown}
        onDismiss={() => dismissBanner(shown)}
        footer={banners.length > 1 ? <BannerPager index={index} count={banners.length} onShow={setShownIndex} /> : null}
      />
    </Stack>
  );
}
