import { Button, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '../../../components/status-alerts';

type LoadErrorProps = { message: string; onRetry: () => void; isRetrying: boolean };

/** A list that could not be loaded, and the way to ask again. */
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
