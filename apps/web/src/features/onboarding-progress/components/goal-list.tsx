import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { CheckCircleIcon } from '../../../components/icons';
import type { Goal } from '../logic/onboarding-goals';

/** The three goals side by side (stacked on a phone), each with its count and its way forward. */
export function GoalList({ goals }: { goals: Goal[] }) {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 3 }} spacing="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {goals.map((goal) => (
        <Paper
          key={goal.key}
          component="li"
          withBorder
          radius="md"
          p="sm"
          bg={goal.isDone ? 'var(--mantine-color-green-light)' : undefined}
        >
          <Stack gap="xs" h="100%" justify="space-between">
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <GoalMark isDone={goal.isDone} />
              <div>
                <Text size="sm" fw={600}>
                  {goal.label}
                </Text>
                <Text size="xs" c={goal.isDone ? 'green' : 'dimmed'}>
                  {goal.isDone ? `Done · ${goal.progressLabel}` : `Not done yet · ${goal.progressLabel}`}
                </Text>
              </div>
            </Group>
            <Button component={Link} to={goal.actionPath} size="xs" variant={goal.isDone ? 'default' : 'light'}>
              {goal.actionLabel}
            </Button>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function GoalMark({ isDone }: { isDone: boolean }) {
  return (
    <ThemeIcon
      size={22}
      radius="xl"
      variant={isDone ? 'filled' : 'outline'}
      color={isDone ? 'green' : 'gray'}
      aria-hidden
    >
      {isDone ? <CheckCircleIcon size={16} /> : null}
    </ThemeIcon>
  );
}
