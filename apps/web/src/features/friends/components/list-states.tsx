import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert, SuccessAlert } from '../../../components/status-alerts';

/** Grey rows in the shape of the list that is on its way, named for screen readers. */
export function ListSkeleton({ label, rows = 2 }: { label: string; rows?: number }) {
  return (
    <Stack gap="sm" role="status" aria-label={label} aria-busy>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={64} radius="md" />
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

export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

export type Feedback = { tone: 'success' | 'error'; text: string } | null;

/** The outcome of the last action of a section, green or red. */
export function FeedbackAlert({ feedback, onClose }: { feedback: Feedback; onClose: () => void }) {
  if (!feedback) return null;
  const Panel = feedback.tone === 'success' ? SuccessAlert : ErrorAlert;
  return (
    <Panel withCloseButton onClose={onClose} closeButtonLabel="Dismiss message">
      {feedback.text}
    </Panel>
  );
}

/** A row of a list: what it is on the left, its actions on the right (below on a phone). */
export function ListRow({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <Group
      component="li"
      justify="space-between"
      align="center"
      gap="sm"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
        {children}
      </Stack>
      <Group gap="xs" wrap="wrap">
        {actions}
      </Group>
    </Group>
  );
}

/** A plain list (no bullets) that keeps its list semantics in every screen reader. */
export function PlainList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      component="ul"
      role="list"
      aria-label={label}
      gap={0}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {children}
    </Stack>
  );
}
