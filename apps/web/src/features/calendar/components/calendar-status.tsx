import type { ReactNode } from 'react';
import { Box, Button, Group, LoadingOverlay, Text, VisuallyHidden } from '@mantine/core';
import { ErrorAlert } from '../../../components/status-alerts';
import { calendarMessages } from '../logic/calendar-messages';

type CalendarStatusProps = {
  isPending: boolean;
  errorMessage: string | null;
  isRetrying: boolean;
  isEmpty: boolean;
  onRetry: () => void;
  children: ReactNode;
};

/**
 * The grid with its state around it: a loader over it while data comes in, the error with Retry
 * above it, and a hint under an empty one. The grid stays, so the person can still move about.
 */
export function CalendarStatus({
  isPending,
  errorMessage,
  isRetrying,
  isEmpty,
  onRetry,
  children,
}: CalendarStatusProps) {
  return (
    <>
      {errorMessage && (
        <ErrorAlert>
          <Group justify="space-between" gap="sm">
            <Text size="sm">{errorMessage}</Text>
            <Button size="xs" variant="default" onClick={onRetry} loading={isRetrying}>
              Retry
            </Button>
          </Group>
        </ErrorAlert>
      )}
      {isEmpty && (
        <Text size="sm" c="dimmed">
          {calendarMessages.emptyHint}
        </Text>
      )}
      <Box pos="relative" aria-busy={isPending} className="hangtime-calendar">
        {/* The grid is tall: the loader sits near its top, where the person is looking. */}
        <LoadingOverlay
          visible={isPending}
          zIndex={5}
          overlayProps={{ blur: 1 }}
          styles={{ root: { alignItems: 'flex-start', paddingTop: 96 } }}
        />
        {isPending && <VisuallyHidden role="status">Loading calendar</VisuallyHidden>}
        {children}
      </Box>
    </>
  );
}
