import { Box, Container, Group } from '@mantine/core';
import { BrandLink } from '../../../components/brand-link';
import { RouterButton } from '../../../components/router-links';
import { paths } from '../../../lib/paths';

/** Stays on top while scrolling, so signing up is always one tap away. */
export function LandingHeader() {
  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      style={{
        zIndex: 100,
        backdropFilter: 'blur(8px)',
        background: 'color-mix(in srgb, var(--mantine-color-body) 90%, transparent)',
        borderBottom: '1px solid var(--ht-color-divider)',
      }}
    >
      <Container size="lg" py="sm" px="sm">
        <Group justify="space-between" wrap="nowrap">
          <BrandLink />
          <Group gap={4} wrap="nowrap">
            <RouterButton to={paths.login} variant="subtle" size="compact-sm">
              Sign In
            </RouterButton>
            <RouterButton to={paths.register} size="compact-sm">
              Get Started
            </RouterButton>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
