import type { ReactNode } from 'react';
import { Button, Group, Notification } from '@mantine/core';
import { Link } from 'react-router';
import { onboardingNotices, type OnboardingNoticeType } from '../logic/onboarding-notices';

type OnboardingBannerProps = { type: OnboardingNoticeType; onDismiss: () => void; footer?: ReactNode };

/** One reminder on two lines: its title and action, then the spec's sentence (and, on a phone, the pager). */
export function OnboardingBanner({ type, onDismiss, footer }: OnboardingBannerProps) {
  const notice = onboardingNotices[type];
  return (
    <Notification
      role="status"
      color="indigo"
      radius="md"
      withBorder
      title={
        <Group justify="space-between" gap={6} wrap="nowrap">
          <span>{notice.title}</span>
          {/* Acting on a reminder also puts it away: it would only cover the screen it leads to. */}
          <Button
            component={Link}
            to={notice.actionPath}
            size="compact-xs"
            onClick={onDismiss}
            style={{ flexShrink: 0 }}
          >
            {notice.actionLabel}
          </Button>
        </Group>
      }
      closeButtonProps={{ 'aria-label': `Dismiss ${notice.title}` }}
      onClose={onDismiss}
      // The default dimmed grey is 3.3:1 on white; gray.7 reads at more than 4.5:1.
      styles={{ description: { fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-dimmed)' } }}
      style={{ boxShadow: 'var(--mantine-shadow-md)' }}
    >
      {notice.message}
      {footer}
    </Notification>
  );
}
