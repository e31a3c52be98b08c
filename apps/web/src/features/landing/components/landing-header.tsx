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
        background: 'rgba(255, 255, 255, 0.9)',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
      }}
    >
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <BrandLink />
          <Group gap="xs" wrap="nowrap">
            <RouterButton to={paths.login} variant="subtle" size="sm">
              Sign In
            </RouterButton>
            <RouterButton to={paths.register} size="sm">
              Get Started
            </RouterButton>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
