// The three onboarding steps and the rules of moving between them (accounts-and-shell §2, §4).

export const onboardingSteps = [
  { key: 'preferences', title: 'Set Your Preferences' },
  { key: 'availability', title: 'Add Availability Windows' },
  { key: 'friends', title: 'Connect with Friends' },
] as const;

export type StepKey = (typeof onboardingSteps)[number]['key'];

export const LAST_STEP = onboardingSteps.length - 1;

/** Previous is disabled on the first step. */
export function canGoBack(step: number): boolean {
  return step > 0;
}

/** "Skip for now" is disabled on the last step; elsewhere it moves on. */
export function canSkip(step: number): boolean {
  return step < LAST_STEP;
}

/**
 * Whether Continue may be pressed: the availability step needs at least one window; the others
 * can always go on.
 */
export function canContinue(step: number, windowCount: number): boolean {
  return onboardingSteps[step]?.key !== 'availability' || windowCount > 0;
}

/** The step after `step`, or "done" past the last one (then the app goes to the profile). */
export function nextStep(step: number): number | 'done' {
  return step >= LAST_STEP ? 'done' : step + 1;
}

/** How a step was left: Continue counts as done, Skip for now as skipped (skipped is not done). */
export type StepOutcome = 'done' | 'skipped';
export type StepOutcomes = Partial<Record<StepKey, StepOutcome>>;

/**
 * How much of onboarding is done: the steps left with Continue, of all three (0, 33, 67, 100).
 * Neither the step the person is on nor a skipped one counts: two skips and the last step read 0%,
 * not a full bar ("Step 3 of 3" says where they are).
 */
export function progressPercent(outcomes: StepOutcomes): number {
  const done = onboardingSteps.filter((step) => outcomes[step.key] === 'done').length;
  return Math.round((done / onboardingSteps.length) * 100);
}

/** The outcomes after leaving `step` one way or the other; a later Continue overrides a skip. */
export function withStepOutcome(outcomes: StepOutcomes, step: number, outcome: StepOutcome): StepOutcomes {
  const key = onboardingSteps[step]?.key;
  return key ? { ...outcomes, [key]: outcome } : outcomes;
}

export type StepState = 'current' | 'done' | 'skipped' | 'upcoming';

/** What a step's indicator shows: the current one, then how each step left behind was left. */
export function stepState(index: number, current: number, outcomes: StepOutcomes): StepState {
  if (index === current) return 'current';
  const outcome = onboardingSteps[index] ? outcomes[onboardingSteps[index].key] : undefined;
  return outcome ?? 'upcoming';
}
