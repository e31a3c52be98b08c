import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type FormCardProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  width?: 'xs' | 'sm';
};

/** The centred card that holds a single-purpose form (login, registration, codes). */
export function FormCard({ title, subtitle, children, width = 'xs' }: FormCardProps) {
  return (
    <Container size={width === 'xs' ? 460 : 620} px="md" py="xl">
      {/* Long email addresses must wrap rather than push the card wider than a phone. */}
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} style={{ overflowWrap: 'anywhere' }}>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2" ta="center">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" ta="center" mt={4}>
                {subtitle}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
