import { Container } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The width and padding every signed-in screen shares. Pages put their content straight in it,
 * with no narrower box of their own, so moving between Calendar, Friends and Profile never
 * shifts the page's edges.
 */
export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" px="md" py="xl">
      {children}
    </Container>
  );
}
