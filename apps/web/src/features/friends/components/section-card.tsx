import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode, type Ref } from 'react';

type SectionCardProps = {
  title: string;
  /** Beside the title, e.g. a count. */
  badge?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** The heading takes the focus after an action removed the control that had it. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** One titled block of the friends screen, labelled by its heading for screen readers. */
export function SectionCard({ title, badge, description, children, headingRef }: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      // Long names and addresses wrap instead of widening the card past a phone's screen.
      style={{ overflowWrap: 'anywhere' }}
    >
      <Stack gap="md">
        <div>
          <Group gap="xs" wrap="nowrap">
            <Title order={2} size="h3" id={headingId} ref={headingRef} tabIndex={-1}>
              {title}
            </Title>
            {badge}
          </Group>
          {description && (
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
