// What other features (the calendar, scheduling) may use of the onboarding progress: import from here only.
export { OnboardingProgressCard } from './components/onboarding-progress-card';
export {
  prefetchOnboardingProgress,
  useOnboardingComplete,
  useOnboardingProgress,
  type OnboardingProgressState,
} from './logic/use-onboarding-progress';
export type { Goal, GoalKey, OnboardingProgress } from './logic/onboarding-goals';
