import { Group, Progress, Stack, Text } from '@mantine/core';
import { describeFlowProgress } from '../logic/flow-path';
import type { FlowState } from '../logic/flow-state';

/** "Step 3 of 4 · Restaurant type" over a bar: where the person is on the path they have chosen. */
export function FlowProgress({ state }: { state: Pick<FlowState, 'step' | 'hostedFrom'> }) {
  const { position, total, label: stepName } = describeFlowProgress(state);
  const label = `Step ${position} of ${total}`;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} c="grape">
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {stepName}
        </Text>
      </Group>
      <Progress value={(position / total) * 100} color="grape.7" size="sm" aria-label={label} />
    </Stack>
  );
}
