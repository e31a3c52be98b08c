import { Button, Group } from '@mantine/core';
import { canGoBack, canSkip, LAST_STEP } from '../logic/onboarding-steps';

type StepNavigationProps = {
  step: number;
  isContinueEnabled: boolean;
  onPrevious: () => void;
  onSkip: () => void;
  onContinue: () => void;
};

/** Previous on the left; Skip for now and Continue (Complete Onboarding at the end) on the right. */
export function StepNavigation({ step, isContinueEnabled, onPrevious, onSkip, onContinue }: StepNavigationProps) {
  return (
    <Group justify="space-between" gap="sm" component="nav" aria-label="Onboarding steps navigation">
      <Button variant="default" onClick={onPrevious} disabled={!canGoBack(step)}>
        Previous
      </Button>
      <Group gap="sm" justify="flex-end" style={{ flex: '1 1 auto' }}>
        <Button variant="subtle" onClick={onSkip} disabled={!canSkip(step)}>
          Skip for now
        </Button>
        <Button onClick={onContinue} disabled={!isContinueEnabled}>
          {step === LAST_STEP ? 'Complete Onboarding' : 'Continue'}
        </Button>
      </Group>
    </Group>
  );
}
