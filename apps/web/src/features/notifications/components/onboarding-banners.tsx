import { Button, Group, Notification, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { onboardingNotices, type OnboardingNoticeType } from '../logic/onboarding-notices';
import { useOnboardingNotices } from '../logic/use-onboarding-notices';
import { usePostLoginChecks, type PostLoginCheckOptions } from '../logic/use-post-login-checks';

/**
 * The fixed, dismissible setup reminders (spec §2 Fixed dismissible banners): one per check that
 * found something missing one second after login. A dismissed one stays away for the session.
 */
export function OnboardingBanners(options: PostLoginCheckOptions) {
  usePostLoginChecks(options);
  const { banners, dismissBanner, isChecked } = useOnboardingNotices();
  // A hidden mark once the checks have run, so a browser test can tell "no reminders" from "not yet".
  if (banners.length === 0) return isChecked ? <div hidden data-setup-checks="done" /> : null;
  return (
    // A corner stack on wide screens, the bottom edge on phones; under dialogs (z-index 200), so
    // it never covers a form someone is filling in.
    <Stack
      component="section"
      aria-label="Setup reminders"
      data-setup-checks="done"
      gap="xs"
      pos="fixed"
      bottom={12}
      right={12}
      left={{ base: 12, sm: 'auto' }}
      w={{ base: 'auto', sm: 400 }}
      style={{ zIndex: 150 }}
    >
      {banners.map((type) => (
        <OnboardingBanner key={type} type={type} onDismiss={() => dismissBanner(type)} />
      ))}
    </Stack>
  );
}

/** One reminder on two lines: its title and action, then the spec's sentence. */
function OnboardingBanner({ type, onDismiss }: { type: OnboardingNoticeType; onDismiss: () => void }) {
  const notice = onboardingNotices[type];
  return (
    <Notification
      role="status"
      color="indigo"
      radius="md"
      withBorder
      title={
        <Group justify="space-between" gap={6}>
          <span>{notice.title}</span>
          {/* Acting on a reminder also puts it away: it would only cover the screen it leads to. */}
          <Button component={Link} to={notice.actionPath} size="compact-xs" onClick={onDismiss} style={{ flexShrink: 0 }}>
            {notice.actionLabel}
          </Button>
        </Group>
      }
      closeButtonProps={{ 'aria-label': `Dismiss ${notice.title}` }}
      onClose={onDismiss}
      // The default dimmed grey is 3.3:1 on white; gray.7 reads at more than 4.5:1.
      styles={{ description: { fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-gray-7)' } }}
      style={{ boxShadow: 'var(--mantine-shadow-md)' }}
    >
      {notice.message}
    </Notification>
  );
}
