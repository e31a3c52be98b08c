import { Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode, type Ref } from 'react';

type ConnectionPartProps = {
  title: string;
  /** Beside the title, e.g. "Beta". */
  badge?: ReactNode;
  /** On the title's line, at its right (below it on a phone): e.g. Sync all. */
  actions?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
};

/** One part of the calendar connections (Google, subscriptions, the feed), named by its heading. */
export function ConnectionPart({ title, badge, actions, description, children, headingRef }: ConnectionPartProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" style={{ overflowWrap: 'anywhere' }}>
      <Group justify="space-between" align="center" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Title order={3} size="h4" id={headingId} ref={headingRef} tabIndex={-1}>
            {title}
          </Title>
          {badge}
        </Group>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
      {children}
    </Stack>
  );
}
