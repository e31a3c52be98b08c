import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RouterButton } from '../../../components/router-links';
import { paths } from '../../../lib/paths';

type CallToActionProps = {
  id: string;
  title: string;
  children: ReactNode;
  buttonLabel: string;
  tone: 'light' | 'bold';
};

/** A band that invites the visitor to sign up. */
export function CallToAction({ id, title, children, buttonLabel, tone }: CallToActionProps) {
  const isBold = tone === 'bold';
  return (
    <Box
      component="section"
      aria-labelledby={id}
      py={{ base: 48, sm: 72 }}
      bg={isBold ? 'indigo.8' : 'var(--mantine-color-teal-light)'}
      c={isBold ? 'white' : undefined}
    >
      <Container size="sm">
        <Stack align="center" ta="center" gap="md">
          <Title id={id} order={2}>
            {title}
          </Title>
          <Text size="lg" c={isBold ? 'indigo.0' : 'dimmed'}>
            {children}
          </Text>
          <RouterButton
            to={paths.register}
            size="lg"
            variant={isBold ? 'white' : 'filled'}
            color={isBold ? 'indigo.9' : undefined}
          >
            {buttonLabel}
          </RouterButton>
        </Stack>
      </Container>
    </Box>
  );
}
