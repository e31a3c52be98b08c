// What other features (the calendar) may use of the onboarding progress: import from here only.
export { OnboardingProgressCard } from './components/onboarding-progress-card';
export { useOnboardingComplete } from './logic/use-onboarding-progress';
