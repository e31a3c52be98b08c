import { Suspense, useEffect, useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { User } from '@hangtime/core/auth/user';
import { LoadError } from '../../../components/list-states';
import { RouterAnchor, RouterButton } from '../../../components/router-links';
import { SuccessAlert } from '../../../components/status-alerts';
import { paths } from '../../../lib/paths';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { whenIdle } from '../../../lib/when-idle';
import { CalendarConnections } from '../../calendar-sync';
import { PushNotificationsSection } from '../../push-notifications';
import { ReminderMailSwitch } from '../../reminders/first-screen';
import { useProfileQuery } from '../api/get-profile';
import { AppearanceSection } from './appearance-section';
import { ProfileDetails } from './profile-details';
import { SuggestionsSwitch } from './suggestions-switch';

const LOAD_FAILED = 'Failed to load profile';

// The edit form (Mantine's form state, the phone rules, the fields) is not the first screen's: it
// loads once the tab has drawn and the browser is idle, or at once when Edit Profile is pressed first.
const EditProfileModal = preloadableLazy(async () => (await import('./edit-profile-modal')).EditProfileModal);

type SavedNotice = { verifyEmail: string | null } | null;

/**
 * The Profile Information tab: the details, Edit Profile and Reset Password; the suggestions switch;
 * the calendar connections (the spec puts the Google Calendar link in the profile).
 */
export function ProfileInfoTab() {
  const profile = useProfileQuery();
  const [isEditing, setEditing] = useState(false);
  const [notice, setNotice] = useState<SavedNotice>(null);
  // Once mounted, the dialog stays, so it closes with its transition.
  const [isFormMounted, setFormMounted] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        EditProfileModal.preload().then(
          () => setFormMounted(true),
          () => undefined,
        );
      }),
    [],
  );

  function startEditing() {
    setFormMounted(true);
    setEditing(true);
  }

  function handleSaved(user: User, previousEmail: string) {
    const isNewUnverifiedEmail = user.email !== previousEmail && !user.email_verified;
    setNotice({ verifyEmail: isNewUnverifiedEmail ? user.email : null });
  }

  return (
    <Stack gap="lg">
      <Paper
        component="section"
        aria-labelledby="profile-info-heading"
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
      >
        <Stack gap="md">
          <Group justify="space-between" align="center" gap="sm">
            <Title order={2} size="h3" id="profile-info-heading">
              Profile Information
            </Title>
            <Group gap="xs">
              <RouterButton
                to={paths.forgotPassword}
                state={profile.data ? { email: profile.data.email } : undefined}
                variant="default"
              >
                Reset Password
              </RouterButton>
              <Button onClick={startEditing} disabled={!profile.data}>
                Edit Profile
              </Button>
            </Group>
          </Group>
          {notice && (
            <SuccessAlert withCloseButton onClose={() => setNotice(null)} closeButtonLabel="Dismiss message">
              {notice.verifyEmail ? (
                <Text size="sm">
                  {`Profile saved. We sent a verification code to ${notice.verifyEmail}; your email stays unverified until you enter it. `}
                  <RouterAnchor to={`${paths.verifyEmail}?email=${encodeURIComponent(notice.verifyEmail)}`} size="sm">
                    Enter the code
                  </RouterAnchor>
                </Text>
              ) : (
                'Profile saved.'
              )}
            </SuccessAlert>
          )}
          {profile.data ? (
            <ProfileDetails user={profile.data} />
          ) : profile.isError ? (
            <LoadError message={LOAD_FAILED} onRetry={() => void profile.refetch()} isRetrying={profile.isFetching} />
          ) : (
            <Skeleton height={120} radius="md" aria-label="Loading profile" role="status" />
          )}
        </Stack>
        {profile.data && isFormMounted && (
          <Suspense fallback={null}>
            <EditProfileModal
              opened={isEditing}
              user={profile.data}
              onClose={() => setEditing(false)}
              onSaved={handleSaved}
            />
          </Suspense>
        )}
      </Paper>
      {profile.data && <SuggestionsSwitch user={profile.data} />}
      <ReminderMailSwitch />
      <PushNotificationsSection />
      <AppearanceSection />
      {/* Here, not in a tab of its own: Google's callback returns to /profile (spec §2). */}
      <CalendarConnections />
    </Stack>
  );
}
