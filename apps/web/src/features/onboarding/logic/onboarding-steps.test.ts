import { describe, expect, it } from 'vitest';
import {
  canContinue,
  canGoBack,
  canSkip,
  nextStep,
  onboardingSteps,
  progressPercent,
  stepState,
  withStepOutcome,
} from './onboarding-steps';

describe('onboarding steps', () => {
  it('are the three steps in the spec order', () => {
    expect(onboardingSteps.map((step) => step.title)).toEqual([
      'Set Your Preferences',
      'Add Availability Windows',
      'Connect with Friends',
    ]);
  });

  it('disable Previous on the first step only', () => {
    expect([0, 1, 2].map(canGoBack)).toEqual([false, true, true]);
  });

  it('disable Skip for now on the last step only', () => {
    expect([0, 1, 2].map(canSkip)).toEqual([true, true, false]);
  });

  it('need a window before the availability step can continue', () => {
    expect(canContinue(0, 0)).toBe(true);
    expect(canContinue(1, 0)).toBe(false);
    expect(canContinue(1, 1)).toBe(true);
    expect(canContinue(2, 0)).toBe(true);
  });

  it('go on step by step, and are done after the last', () => {
    expect([0, 1, 2].map(nextStep)).toEqual([1, 2, 'done']);
  });

  it('show progress counting only the steps done, not the current one nor a skipped one', () => {
    expect(progressPercent({})).toBe(0);
    expect(progressPercent({ preferences: 'done' })).toBe(33);
    expect(progressPercent({ preferences: 'done', availability: 'done' })).toBe(67);
    expect(progressPercent({ preferences: 'skipped', availability: 'skipped' })).toBe(0);
    expect(progressPercent({ preferences: 'skipped', availability: 'done' })).toBe(33);
    expect(progressPercent({ preferences: 'done', availability: 'done', friends: 'done' })).toBe(100);
  });
});

describe('step outcomes', () => {
  it('show a skipped step as skipped, not done', () => {
    const outcomes = withStepOutcome({}, 0, 'skipped');
    expect([0, 1, 2].map((index) => stepState(index, 1, outcomes))).toEqual(['skipped', 'current', 'upcoming']);
  });

  it('show a step left with Continue as done, also after an earlier skip', () => {
    const skipped = withStepOutcome({}, 1, 'skipped');
    const outcomes = withStepOutcome(withStepOutcome(skipped, 0, 'done'), 1, 'done');
    expect([0, 1, 2].map((index) => stepState(index, 2, outcomes))).toEqual(['done', 'done', 'current']);
  });

  it('keep what a step was when the person goes back past it', () => {
    const outcomes = withStepOutcome(withStepOutcome({}, 0, 'done'), 1, 'skipped');
    expect([0, 1, 2].map((index) => stepState(index, 0, outcomes))).toEqual(['current', 'skipped', 'upcoming']);
  });
});
