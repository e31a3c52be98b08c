import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { OnboardingProgress } from './onboarding-progress';

const barValue = () => screen.getByRole('progressbar', { name: 'Onboarding progress' }).getAttribute('aria-valuenow');

describe('OnboardingProgress', () => {
  it('fills the bar with the steps done only: two skips and the last step are not a full bar', () => {
    renderWithApp(<OnboardingProgress step={2} outcomes={{ preferences: 'skipped', availability: 'skipped' }} />);
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    expect(barValue()).toBe('0');
  });

  it('counts a step once it is done with Continue', () => {
    renderWithApp(<OnboardingProgress step={2} outcomes={{ preferences: 'done', availability: 'skipped' }} />);
    expect(barValue()).toBe('33');
  });
});
