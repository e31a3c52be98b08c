import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '../../../components/status-alerts';

export function ProgressSkeleton() {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      role="status"
      aria-label="Loading your setup progress"
      aria-busy
    >
      <Stack gap="sm">
        <Skeleton height={20} width="40%" />
        <Skeleton height={8} />
        <Skeleton height={72} />
      </Stack>
    </Paper>
  );
}

type ProgressLoadErrorProps = { onRetry: () => void; isRetrying: boolean };

/** Spec scheduling-and-social §8: "Failed to load progress data" with a Retry action. */
export function ProgressLoadError({ onRetry, isRetrying }: ProgressLoadErrorProps) {
  return (
    <ErrorAlert>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Failed to load progress data</Text>
        <Button size="xs" variant="default" onClick={onRetry} loading={isRetrying}>
          Retry
        </Button>
      </Stack>
    </ErrorAlert>
  );
}
