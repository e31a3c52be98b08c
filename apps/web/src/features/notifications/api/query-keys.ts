// The bell's server data lives under ['notifications', ...]. The post-login reminders are kept
// apart (['onboarding-notices', ...]) so no invalidation of the bell can re-run or reset them.
export const notificationsKeys = {
  all: ['notifications'] as const,
  unified: (userId: string | null) => [...notificationsKeys.all, 'unified', userId] as const,
  onboardingNotices: (userId: string | null) => ['onboarding-notices', userId] as const,
};
