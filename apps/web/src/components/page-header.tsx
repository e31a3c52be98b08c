import { Stack, Text, Title } from '@mantine/core';
import { memo, type ReactNode } from 'react';

export const PageHeader = memo(function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1}>{title}</Title>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
});
