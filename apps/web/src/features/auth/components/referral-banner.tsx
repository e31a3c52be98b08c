import { Alert } from '@mantine/core';
import { UsersIcon } from '../../../components/icons';

/**
 * Shown when someone arrives through a friend's referral link. The title takes the body text's
 * colour: Mantine's teal title on the light teal panel is 4.3:1, under WCAG AA's 4.5:1.
 */
export function ReferralBanner({ action }: { action: 'login' | 'register' }) {
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<UsersIcon />}
      title="A friend invited you!"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {action === 'login'
        ? 'Log in and you will be connected with the friend who shared this link.'
        : 'Create your account and you will be connected with the friend who shared this link. No promo code needed.'}
    </Alert>
  );
}
