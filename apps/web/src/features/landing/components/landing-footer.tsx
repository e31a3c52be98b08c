import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLink } from '../../../components/brand-link';
import { paths } from '../../../lib/paths';

const footerLinks = [
  { label: 'Terms of Use', to: paths.terms },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Email Preferences', to: paths.emailOptOut },
  { label: 'Log In', to: paths.login },
];

export function LandingFooter() {
  return (
    <Container component="footer" size="lg" py="xl">
      <Stack gap="sm" align="center">
        <BrandLink />
        <Text size="sm" c="dimmed">
          Plan less. Hang out more.
        </Text>
        <Group gap="md" justify="center" component="nav" aria-label="Footer">
          {footerLinks.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
              {link.label}
            </Anchor>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          © {currentYear()} Hangtime · Beta
        </Text>
      </Stack>
    </Container>
  );
}

// Not through lib/datetime.ts: that module brings core's zone code and the Temporal polyfill
// (17 KB gzip) into the landing page's first download, for a year number.
function currentYear(): number {
  return new Date().getFullYear();
}
