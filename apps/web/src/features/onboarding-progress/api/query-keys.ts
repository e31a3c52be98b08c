// The card's own reads, under ['onboarding-progress', ...].
export const onboardingProgressKeys = {
  all: ['onboarding-progress'] as const,
  friends: () => [...onboardingProgressKeys.all, 'friends'] as const,
  validWindows: () => [...onboardingProgressKeys.all, 'valid-windows'] as const,
  preferences: () => [...onboardingProgressKeys.all, 'preferences'] as const,
};
