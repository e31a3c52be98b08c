// The three reminders the post-login checks raise, as a banner and as a bell item
// (spec accounts-and-shell §2 Fixed dismissible banners, §4).
import { paths } from '../../../lib/paths';

export const onboardingNoticeTypes = [
  'onboarding_availability',
  'onboarding_friends',
  'onboarding_preferences',
] as const;
export type OnboardingNoticeType = (typeof onboardingNoticeTypes)[number];

/** The texts are the spec's opening sentences; kept short, so the stack covers little of the screen. */
export type OnboardingNotice = {
  type: OnboardingNoticeType;
  title: string;
  message: string;
  actionLabel: string;
  /** Where the banner's action leads; the bell item's target comes from routeForNotification. */
  actionPath: string;
};

export const onboardingNotices: Record<OnboardingNoticeType, OnboardingNotice> = {
  onboarding_availability: {
    type: 'onboarding_availability',
    title: 'No Availability Windows',
    message: "You haven't set any availability yet!",
    actionLabel: 'Set Availability',
    actionPath: paths.availabilityWindows,
  },
  onboarding_friends: {
    type: 'onboarding_friends',
    title: 'No Friends Yet',
    message: "Looks like you don't have any contacts yet!",
    actionLabel: 'Add Friends',
    actionPath: paths.friends,
  },
  onboarding_preferences: {
    type: 'onboarding_preferences',
    title: 'No Activity Preferences',
    message: "You haven't set any activity preferences yet!",
    actionLabel: 'Set Preferences',
    actionPath: paths.profile,
  },
};
