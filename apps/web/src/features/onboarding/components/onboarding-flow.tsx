import { useEffect, useId, useRef, useState } from 'react';
import { Paper, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useAvailabilityWindowsQuery } from '../../availability';
import {
  canContinue,
  canGoBack,
  canSkip,
  nextStep,
  onboardingSteps,
  withStepOutcome,
  type StepOutcome,
  type StepOutcomes,
} from '../logic/onboarding-steps';
import { AvailabilityStep } from './availability-step';
import { FriendsStep } from './friends-step';
import { OnboardingProgress } from './onboarding-progress';
import { PreferencesStep } from './preferences-step';
import { StepNavigation } from './step-navigation';

/** The three steps in order; finishing or skipping past the last one goes to the profile. */
export function OnboardingFlow() {
  const [step, setStep] = useState(0);
  const [outcomes, setOutcomes] = useState<StepOutcomes>({});
  const navigate = useNavigate();
  const headingId = useId();
  const windows = useAvailabilityWindowsQuery();
  const previousStep = useRef(step);

  // A new step replaces the content under the cursor: its heading takes the focus.
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    document.getElementById(headingId)?.focus();
  }, [step, headingId]);

  function goForward(outcome: StepOutcome) {
    setOutcomes((current) => withStepOutcome(current, step, outcome));
    const next = nextStep(step);
    if (next === 'done') void navigate(paths.profile);
    else setStep(next);
  }

  const key = onboardingSteps[step]?.key;
  return (
    <Stack gap="lg">
      <OnboardingProgress step={step} outcomes={outcomes} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="xl">
          {key === 'preferences' && <PreferencesStep headingId={headingId} />}
          {key === 'availability' && <AvailabilityStep headingId={headingId} />}
          {key === 'friends' && <FriendsStep headingId={headingId} />}
          <StepNavigation
            step={step}
            isContinueEnabled={canContinue(step, windows.data?.length ?? 0)}
            onPrevious={() => canGoBack(step) && setStep(step - 1)}
            onSkip={() => canSkip(step) && goForward('skipped')}
            onContinue={() => goForward('done')}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
