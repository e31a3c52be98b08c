import { Group, Progress, Stack, Text } from '@mantine/core';
import type { FlowStep } from '../logic/flow-state';
import { stepLabels } from '../logic/flow-messages';

const STEP_COUNT = stepLabels.length;

/** "Step 3 of 5 · Restaurant type" over a bar: where the person is in the five steps. */
export function FlowProgress({ step }: { step: FlowStep }) {
  const label = `Step ${step} of ${STEP_COUNT}`;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} c="grape.9">
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {stepLabels[step - 1]}
        </Text>
      </Group>
      <Progress value={(step / STEP_COUNT) * 100} color="grape.7" size="sm" aria-label={label} />
    </Stack>
  );
}
