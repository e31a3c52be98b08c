// The card's own reads, under ['onboarding-progress', ...].
export const onboardingProgressKeys = {
  all: ['onboarding-progress'] as const,
  friends: () => [...onboardingProgressKeys.all, 'friends'] as const,
  validWindows: () => [...onboardingProgressKeys.all, 'valid-windows'] as const,
  preferences: () => [...onboardingProgressKeys.all, 'preferences'] as const,
};

/**
 * The counts change on other screens (a friend accepted, a window saved, an activity rated) and on
 * other people's devices (a friend accepting your request). Any change saved here marks them stale
 * (lib/query-client.ts); otherwise one read serves a page's first screen (the card and the
 * Hangtime buttons, with the read the entry starts before them), and a visit after ten seconds
 * reads again.
 */
export const PROGRESS_FRESHNESS = { staleTime: 10_000, meta: { staleAfterAnyChange: true } } as const;
