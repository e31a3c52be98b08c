import { Suspense, useRef } from 'react';
import { Box, Burger, Button, Container, Group, Stack } from '@mantine/core';
import { useClickOutside, useDisclosure, useWindowEvent } from '@mantine/hooks';
import { BrandLink } from '../../components/brand-link';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { useSession } from '../../lib/session';
import { useIsVerifiedMember } from '../verified-access';
import { signedInItems, signedOutItems } from './nav-items';
import { NavLinks } from './nav-links';

// Only signed-in people see the bell; its popover machinery stays out of the first download.
const NotificationBell = preloadableLazy(async () => (await import('./notification-bell')).NotificationBell);
export const preloadNotificationBell = NotificationBell.preload;

function Bell() {
  return (
    <Suspense fallback={<Box w={34} h={34} />}>
      <NotificationBell />
    </Suspense>
  );
}

/**
 * Top bar of every screen but landing and onboarding. At 768 px and below the links fold into
 * a burger menu (classes in app.css), which closes on a link tap, a tap outside the bar or Escape.
 */
export function NavigationBar() {
  const session = useSession();
  const [isMenuOpen, menu] = useDisclosure(false);
  const barRef = useClickOutside<HTMLDivElement>(menu.close);
  const burgerRef = useRef<HTMLButtonElement>(null);
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || !isMenuOpen) return;
    menu.close();
    // The focused link may vanish with the menu; the burger is where it can be reopened.
    burgerRef.current?.focus();
  });
  const isSignedIn = session.status === 'authenticated';
  // The bell loads notifications and friends, which the API refuses before verification.
  const hasBell = useIsVerifiedMember();
  const items = session.status === 'loading' ? [] : isSignedIn ? signedInItems : signedOutItems;

  function handleLogout() {
    menu.close();
    void session.logout();
  }

  const logoutButton = (fullWidth: boolean) => (
    <Button variant="default" onClick={handleLogout} loading={session.isSigningOut} fullWidth={fullWidth}>
      Logout
    </Button>
  );

  return (
    <Box
      ref={barRef}
      component="header"
      bg="var(--mantine-color-body)"
      pos="sticky"
      top={0}
      style={{
        zIndex: 200,
        borderBottom: '1px solid light-dark(var(--mantine-color-gray-3), var(--mantine-color-dark-4))',
      }}
    >
      <Container size="lg" py="xs">
        <Group justify="space-between" wrap="nowrap">
          <BrandLink onClick={menu.close} />
          <Group gap={4} wrap="nowrap" component="nav" aria-label="Main" className="ht-nav-desktop">
            <NavLinks items={items} />
            {hasBell && <Bell />}
            {isSignedIn && logoutButton(false)}
          </Group>
          <Group gap={4} wrap="nowrap" className="ht-nav-mobile">
            {hasBell && <Bell />}
            <Burger
              ref={burgerRef}
              opened={isMenuOpen}
              onClick={menu.toggle}
              aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={isMenuOpen}
              aria-controls="mobile-menu"
              size="sm"
            />
          </Group>
        </Group>
        {isMenuOpen && (
          <Stack gap={4} py="sm" id="mobile-menu" component="nav" aria-label="Main" className="ht-nav-mobile">
            <NavLinks items={items} onNavigate={menu.close} fullWidth />
            {isSignedIn && logoutButton(true)}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
