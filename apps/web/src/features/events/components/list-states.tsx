import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '../../../components/status-alerts';

/** Grey blocks in the shape of what is on its way, named for screen readers. */
export function LoadingBlock({ label, rows = 3, height = 56 }: { label: string; rows?: number; height?: number }) {
  return (
    <Stack gap="sm" role="status" aria-label={label} aria-busy>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={height} radius="md" />
      ))}
    </Stack>
  );
}

type LoadErrorProps = { message: string; onRetry: () => void; isRetrying: boolean };

/** What could not be loaded, and the way to ask again. */
export function LoadError({ message, onRetry, isRetrying }: LoadErrorProps) {
  return (
    <ErrorAlert>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onRetry} loading={isRetrying}>
          Try again
        </Button>
      </Stack>
    </ErrorAlert>
  );
}
