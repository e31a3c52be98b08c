// The states every list or section shows around its content: loading, failed, empty, the last
// action's outcome, and the list itself with its rows.
import { Button, Group, Skeleton, Stack, Text, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert, SuccessAlert } from './status-alerts';

type ListSkeletonProps = {
  /** Names the placeholder for screen readers, e.g. "Loading friends". */
  label: string;
  /** The height of one grey row, in px: about that of the row it stands for. */
  rowHeight: number;
  rows?: number;
  gap?: MantineSpacing;
};

/** Grey rows in the shape of what is on its way, named for screen readers. */
export function ListSkeleton({ label, rowHeight, rows = 2, gap = 'sm' }: ListSkeletonProps) {
  return (
    <Stack gap={gap} role="status" aria-label={label} aria-busy>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={rowHeight} radius="md" />
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

/** A quiet line in place of a list that has nothing in it. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

export type Feedback = { tone: 'success' | 'error'; text: string } | null;

type FeedbackAlertProps = {
  feedback: Feedback;
  onClose: () => void;
  /** Space below the panel, for a screen that does not lay it out in a stack with a gap. */
  mb?: MantineSpacing;
};

/** The outcome of the last action, green or red, until it is dismissed or replaced. */
export function FeedbackAlert({ feedback, onClose, mb }: FeedbackAlertProps) {
  if (!feedback) return null;
  const Panel = feedback.tone === 'success' ? SuccessAlert : ErrorAlert;
  return (
    <Panel withCloseButton onClose={onClose} closeButtonLabel="Dismiss message" mb={mb}>
      {feedback.text}
    </Panel>
  );
}

type PlainListProps = {
  children: ReactNode;
  /** Space between the rows: 0 for rows that draw their own separators. */
  gap?: MantineSpacing | number;
} & ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never });

/** A list without bullets that keeps its list semantics in every screen reader. */
export function PlainList({ label, labelledBy, gap = 'sm', children }: PlainListProps) {
  return (
    <Stack
      component="ul"
      role="list"
      aria-label={label}
      aria-labelledby={labelledBy}
      gap={gap}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {children}
    </Stack>
  );
}

/** A row of a PlainList: what it is on the left, its actions on the right (below on a phone). */
export function ListRow({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <Group
      component="li"
      justify="space-between"
      align="center"
      gap="sm"
      py="sm"
      style={{ borderTop: '1px solid var(--ht-color-divider)' }}
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
