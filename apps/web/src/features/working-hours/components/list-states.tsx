import { Button, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert, SuccessAlert } from '../../../components/status-alerts';

/** Grey rows in the shape of the list that is on its way, named for screen readers. */
export function ListSkeleton({ label, rows = 2 }: { label: string; rows?: number }) {
  return (
    <Stack gap="sm" role="status" aria-label={label} aria-busy>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={72} radius="md" />
      ))}
    </Stack>
  );
}

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

export type Feedback = { tone: 'success' | 'error'; text: string } | null;

/** The outcome of the last action on the screen, green or red. */
export function FeedbackAlert({ feedback, onClose }: { feedback: Feedback; onClose: () => void }) {
  if (!feedback) return null;
  const Panel = feedback.tone === 'success' ? SuccessAlert : ErrorAlert;
  return (
    <Panel withCloseButton onClose={onClose} closeButtonLabel="Dismiss message" mb="md">
      {feedback.text}
    </Panel>
  );
}

/** A plain list (no bullets) that keeps its list semantics in every screen reader. */
export function PlainList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" role="list" aria-label={label} gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}
