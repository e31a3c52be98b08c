import { useEffect } from 'react';
import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { AlertIcon, CheckCircleIcon } from '../../components/icons';
import { RouterButton } from '../../components/router-links';
import { paths } from '../../lib/paths';
import { useDelayedAction } from '../../lib/use-delayed-action';
import { calendarSyncKeys } from './api/query-keys';
import { readCallbackResult } from './logic/callback-result';
import { CALENDAR_CONNECTIONS_ID } from './logic/anchors';

/** Spec §9: the callback goes back to the profile 2 seconds after a success. */
export const CALLBACK_REDIRECT_MS = 2000;

const profileConnections = `${paths.profile}#${CALENDAR_CONNECTIONS_ID}`;
const SUCCESS_TITLE = 'Google Calendar connected';
const SUCCESS_TEXT = 'Your busy times will show up in Hangtime shortly.';

/** The server's words under the title, unless they only repeat it. */
function successText(message: string | null): string {
  const isRepeat = message?.replace(/[.!]$/, '').toLowerCase() === SUCCESS_TITLE.toLowerCase();
  return message && !isRepeat ? message : SUCCESS_TEXT;
}

/**
 * Where Google sends people back, through the server's callback, with success and message (spec
 * §2 "Calendar-provider callback"). Success: says so and returns to the profile after 2 seconds.
 * Failure: the server's message (else the spec's) and Return to Profile. The processing state is
 * the page loader shown while this page's code arrives: the answer is in the address, so nothing
 * else is awaited.
 */
export function GoogleCallbackPage() {
  const [searchParams] = useSearchParams();
  const result = readCallbackResult(searchParams);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isSuccess = result.kind === 'success';

  // The link changed: the profile reads the calendars afresh.
  useEffect(() => {
    if (isSuccess) void queryClient.invalidateQueries({ queryKey: calendarSyncKeys.all });
  }, [isSuccess, queryClient]);
  useDelayedAction(isSuccess, CALLBACK_REDIRECT_MS, () => navigate(profileConnections, { replace: true }));

  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="sm" maw={440} ta="center" role={isSuccess ? 'status' : 'alert'}>
        <ThemeIcon size={48} radius="xl" variant="light" color={isSuccess ? 'green' : 'red'} aria-hidden>
          {isSuccess ? <CheckCircleIcon size={28} /> : <AlertIcon size={28} />}
        </ThemeIcon>
        <Title order={1} size="h3" fw={600}>
          {isSuccess ? SUCCESS_TITLE : 'Google Calendar was not connected'}
        </Title>
        <Text c={isSuccess ? undefined : 'red'} style={{ overflowWrap: 'anywhere' }}>
          {isSuccess ? successText(result.message) : result.message}
        </Text>
        {isSuccess ? (
          <>
            <Text size="sm" c="dimmed">
              Taking you back to your profile…
            </Text>
            <RouterButton to={profileConnections} replace variant="light">
              Go to Profile now
            </RouterButton>
          </>
        ) : (
          <RouterButton to={profileConnections} replace>
            Return to Profile
          </RouterButton>
        )}
      </Stack>
    </Center>
  );
}
