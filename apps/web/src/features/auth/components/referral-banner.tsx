import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { UsersIcon } from '../../../components/icons';
import { referrerQueryOptions } from '../api/get-referrer';

const PLAIN_TITLE = 'A friend invited you!';

/**
 * Shown when someone arrives through a friend's referral link; it names the friend when the code
 * is theirs ("Nora invited you to Hangtime!"), and stays plain for a code that is no one's or a
 * failed lookup. While the lookup runs, the title's line is kept, empty, so neither a plain title
 * nor a layout jump flashes before the name (behaviour.md, "Accounts"). The name is text, never
 * HTML. The title takes the body text's colour: Mantine's teal title on the light teal panel is
 * 4.3:1, under WCAG AA's 4.5:1.
 */
export function ReferralBanner({ action, referralCode }: { action: 'login' | 'register'; referralCode: string }) {
  const referrer = useQuery(referrerQueryOptions(referralCode));
  const isLooking = referrer.isPending;
  const title = referrer.data ? `${referrer.data.first_name} invited you to Hangtime!` : PLAIN_TITLE;
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<UsersIcon />}
      title={
        <span aria-hidden={isLooking || undefined} style={isLooking ? { visibility: 'hidden' } : undefined}>
          {title}
        </span>
      }
      aria-busy={isLooking || undefined}
      styles={{ title: { color: 'var(--mantine-color-text)', overflowWrap: 'anywhere' } }}
    >
      {action === 'login'
        ? 'Log in and you will be connected with the friend who shared this link.'
        : 'Create your account and you will be connected with the friend who shared this link. No promo code needed.'}
    </Alert>
  );
}
