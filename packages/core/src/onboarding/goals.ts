// The three onboarding goals (spec scheduling-and-social §4, §5; behaviour.md §7): what a person
// sets up before Hangtime plans for them. Defined once: the web app's progress card and Hangtime
// buttons, and the server's weekly suggestions, read these targets.

export const ONBOARDING_GOALS = {
  /** Accepted friends. */
  friends: 3,
  /** Availability windows that can still happen. */
  validWindows: 1,
  /** Activities rated like or dislike (unsure is no decision). */
  ratedPreferences: 10,
} as const;

export type OnboardingGoalKey = keyof typeof ONBOARDING_GOALS;
