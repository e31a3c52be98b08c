import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '../../../components/status-alerts';

/** Grey rows in the shape of the list that is on its way, named for screen readers. */
export function LocationsSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading locations" aria-busy>
      <Skeleton height={88} radius="md" />
      <Skeleton height={88} radius="md" />
    </Stack>
  );
}

type LoadErrorProps = { message: string; onRetry: () => void; isRetrying: boolean };

/** The list could not be loaded, and the way to ask again. */
export function LocationsLoadError({ message, onRetry, isRetrying }: LoadErrorProps) {
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
