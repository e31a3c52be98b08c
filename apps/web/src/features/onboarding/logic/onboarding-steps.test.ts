import { describe, expect, it } from 'vitest';
import { canContinue, canGoBack, canSkip, nextStep, onboardingSteps, progressPercent } from './onboarding-steps';

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

  it('show progress counting the current step', () => {
    expect([0, 1, 2].map(progressPercent)).toEqual([33, 67, 100]);
  });
});
