import { Alert } from '@mantine/core';
import { UsersIcon } from '../../../components/icons';

/** Shown when someone arrives through a friend's referral link. */
export function ReferralBanner({ action }: { action: 'login' | 'register' }) {
  return (
    <Alert color="teal" variant="light" icon={<UsersIcon />} title="A friend invited you!">
      {action === 'login'
        ? 'Log in and you will be connected with the friend who shared this link.'
        : 'Create your account and you will be connected with the friend who shared this link. No promo code needed.'}
    </Alert>
  );
}
