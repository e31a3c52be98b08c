import { Box, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { CheckCircleIcon } from '../../../components/icons';
import {
  onboardingSteps,
  progressPercent,
  stepState,
  type StepOutcomes,
  type StepState,
} from '../logic/onboarding-steps';

type OnboardingProgressProps = { step: number; outcomes: StepOutcomes };

/**
 * The progress bar (the steps done only) and the three numbered step indicators: the current one
 * marked, a step done with a green check, a skipped one with a grey dash (skipped is not done).
 */
export function OnboardingProgress({ step, outcomes }: OnboardingProgressProps) {
  const total = onboardingSteps.length;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" ta="center">
        Step {step + 1} of {total}
      </Text>
      <Progress
        value={progressPercent(outcomes)}
        size="sm"
        radius="xl"
        aria-label="Onboarding progress"
        transitionDuration={200}
      />
      <Box
        component="ol"
        aria-label="Onboarding steps"
        m={0}
        p={0}
        style={{ listStyle: 'none', display: 'grid', gridTemplateColumns: `repeat(${total}, 1fr)`, gap: 8 }}
      >
        {onboardingSteps.map((item, index) => {
          const state = stepState(index, step, outcomes);
          return (
            <Stack
              key={item.key}
              component="li"
              gap={4}
              align="center"
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <StepIcon state={state} number={index + 1} />
              <Text
                size="xs"
                fw={state === 'current' ? 700 : 500}
                c={state === 'current' ? undefined : 'dimmed'}
                ta="center"
              >
                {item.title}
                {state === 'done' && <VisuallyHidden> (done)</VisuallyHidden>}
                {state === 'skipped' && <VisuallyHidden> (skipped)</VisuallyHidden>}
              </Text>
            </Stack>
          );
        })}
      </Box>
    </Stack>
  );
}

function StepIcon({ state, number }: { state: StepState; number: number }) {
  const look = {
    current: { variant: 'filled', color: 'indigo' },
    done: { variant: 'filled', color: 'teal' },
    skipped: { variant: 'light', color: 'gray' },
    upcoming: { variant: 'light', color: 'indigo' },
  }[state];
  return (
    <ThemeIcon radius="xl" size="md" variant={look.variant} color={look.color} aria-hidden data-step-state={state}>
      {state === 'done' ? (
        <CheckCircleIcon size={16} />
      ) : (
        <Text size="sm" fw={700} c="inherit">
          {state === 'skipped' ? '–' : number}
        </Text>
      )}
    </ThemeIcon>
  );
}
