import { Container } from '@mantine/core';
import type { ReactNode } from 'react';

/** The width and padding every signed-in screen shares. */
export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" px="md" py="xl">
      {children}
    </Container>
  );
}
