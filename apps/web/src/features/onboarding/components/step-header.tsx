import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type StepHeaderProps = { id: string; title: string; description: ReactNode };

/** A step's heading; the page moves the focus to it when the step changes. */
export function StepHeader({ id, title, description }: StepHeaderProps) {
  return (
    <Stack gap={4}>
      <Title order={2} size="h3" id={id} tabIndex={-1} data-step-heading>
        {title}
      </Title>
      <Text c="dimmed">{description}</Text>
    </Stack>
  );
}
