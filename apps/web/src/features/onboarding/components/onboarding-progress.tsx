import { Box, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { CheckCircleIcon } from '../../../components/icons';
import { onboardingSteps, progressPercent } from '../logic/onboarding-steps';

/** The progress bar and the three numbered step indicators, the current one marked. */
export function OnboardingProgress({ step }: { step: number }) {
  const total = onboardingSteps.length;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" ta="center">
        Step {step + 1} of {total}
      </Text>
      <Progress
        value={progressPercent(step)}
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
          const isCurrent = index === step;
          const isDone = index < step;
          return (
            <Stack key={item.key} component="li" gap={4} align="center" aria-current={isCurrent ? 'step' : undefined}>
              <ThemeIcon
                radius="xl"
                size="md"
                variant={isCurrent || isDone ? 'filled' : 'light'}
                color={isDone ? 'teal' : 'indigo'}
                aria-hidden
              >
                {isDone ? <CheckCircleIcon size={16} /> : <Text size="sm" fw={700} c="inherit">{index + 1}</Text>}
              </ThemeIcon>
              <Text size="xs" fw={isCurrent ? 700 : 500} c={isCurrent ? undefined : 'dimmed'} ta="center">
                {item.title}
                {isDone && <VisuallyHidden> (done)</VisuallyHidden>}
              </Text>
            </Stack>
          );
        })}
      </Box>
    </Stack>
  );
}
