import { useRef, useState } from 'react';
import { Alert, Badge, Button, Divider, Stack, Text } from '@mantine/core';
import type { GoogleCalendar, GoogleStatus } from '@hangtime/core/calendar-link/schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AlertIcon } from '../../../components/icons';
import {
  EmptyText,
  FeedbackAlert,
  ListSkeleton,
  LoadError,
  PlainList,
  type Feedback,
} from '../../../components/list-states';
import { describeError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useGoogleStatusQuery } from '../api/get-google-status';
import { useStartGoogleAuthMutation } from '../api/start-google-auth';
import { useSyncGoogleMutation } from '../api/sync-google-calendar';
import { calendarLinkMessages, calendarSyncMessages } from '../logic/calendar-sync-messages';
import { useNow } from '../logic/use-now';
import { ConnectionPart } from './connection-part';
import { GoogleCalendarRow } from './google-calendar-row';
import { SyncBadge } from './sync-badge';
import { useDisconnectGoogleFlow } from './use-disconnect-google-flow';
import { useSyncBadge } from './use-sync-badge';

const TITLE = 'Google Calendar';
const beta = (
  <Badge variant="light" color="grape" size="sm">
    Beta
  </Badge>
);

type GoogleCalendarSectionProps = {
  /** Where Connect sends the browser; a test replaces the page load. */
  navigateTo?: (url: string) => void;
};

/**
 * Google Calendar (beta, spec §2 Profile and §7): hidden when this server has no Google client;
 * else Connect, or the linked calendars with Sync, Disconnect, Sync all and the sync badge, or a
 * Reconnect when Google stopped honouring the grant.
 */
export function GoogleCalendarSection({ navigateTo }: GoogleCalendarSectionProps) {
  const status = useGoogleStatusQuery();

  if (status.isPending) return <ListSkeleton label="Loading Google Calendar" rowHeight={56} rows={1} />;
  if (status.isError) {
    return (
      <>
        <ConnectionPart title={TITLE} badge={beta}>
          <LoadError
            message={calendarSyncMessages.googleLoadFailed}
            onRetry={() => void status.refetch()}
            isRetrying={status.isFetching}
          />
        </ConnectionPart>
        <Divider />
      </>
    );
  }
  if (!status.data.available) return null;
  return (
    <>
      <GoogleLink status={status.data} navigateTo={navigateTo} />
      <Divider />
    </>
  );
}

function GoogleLink({ status, navigateTo }: { status: GoogleStatus; navigateTo?: (url: string) => void }) {
  const { user } = useSession();
  const now = useNow();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const badge = useSyncBadge();
  const sync = useSyncGoogleMutation();
  const connect = useStartGoogleAuthMutation(navigateTo);
  const disconnection = useDisconnectGoogleFlow({
    onDone: (message) => {
      setFeedback({ tone: 'success', text: message });
      // The Disconnect button that had the focus went with its row.
      window.requestAnimationFrame(() => headingRef.current?.focus());
    },
    onFailed: (text) => setFeedback({ tone: 'error', text }),
  });

  const needsReconnect = status.state === 'reconnect';
  const isConnected = status.connected && !needsReconnect;
  const calendars = status.calendars;
  // Sent away to Google: the button stays busy until the page is gone.
  const isLeaving = connect.isPending || connect.isSuccess;

  function startConnect() {
    setFeedback(null);
    connect.mutate(undefined, {
      onError: (error) =>
        setFeedback({ tone: 'error', text: describeError(error, { server: calendarLinkMessages.connectFailed }) }),
    });
  }

  function runSync(calendar: GoogleCalendar | null) {
    setFeedback(null);
    badge.start();
    sync.mutate(calendar?.id ?? null, {
      onSuccess: () => badge.succeed(),
      onError: (error) => {
        badge.fail();
        setFeedback({ tone: 'error', text: describeError(error, { server: calendarLinkMessages.syncFailed }) });
      },
    });
  }

  const connectButton = (label: string) => (
    <Button onClick={startConnect} loading={isLeaving} w="fit-content">
      {label}
    </Button>
  );
  const hasSyncable = isConnected && calendars.some((calendar) => calendar.selected);

  return (
    <ConnectionPart
      title={TITLE}
      badge={beta}
      headingRef={headingRef}
      actions={
        isConnected && (
          <>
            {hasSyncable && (
              <Button
                size="sm"
                variant="light"
                onClick={() => runSync(null)}
                loading={sync.isPending && sync.variables === null}
                disabled={sync.isPending || disconnection.isRemoving}
              >
                Sync all
              </Button>
            )}
            {/* After the button: while empty it adds no gap before it. */}
            <SyncBadge state={badge.state} />
          </>
        )
      }
      description={
        status.connected
          ? 'The times you’re busy in these calendars count when friends look for time together. Hangtime syncs them every 15 minutes.'
          : 'Link your Google calendars, and the times you’re busy there count when friends look for time together. Hangtime only reads them.'
      }
    >
      <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />
      {needsReconnect && (
        <Alert color="yellow" variant="light" icon={<AlertIcon />} title="Google Calendar needs you to reconnect">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{calendarSyncMessages.googleReconnect}</Text>
            {connectButton('Reconnect Google Calendar')}
          </Stack>
        </Alert>
      )}
      {!status.connected && connectButton('Connect Google Calendar')}
      {status.connected &&
        (calendars.length > 0 ? (
          <PlainList label="Linked Google calendars" gap={0}>
            {calendars.map((calendar) => (
              <GoogleCalendarRow
                key={calendar.id}
                calendar={calendar}
                now={now}
                timeZone={user?.timezone}
                canSync={isConnected}
                isSyncing={sync.isPending && sync.variables === calendar.id}
                isBusy={sync.isPending || disconnection.isRemoving}
                onSync={runSync}
                onDisconnect={(target) => {
                  setFeedback(null);
                  disconnection.ask(target);
                }}
              />
            ))}
          </PlainList>
        ) : (
          <EmptyText>Your Google account has no calendars for Hangtime to read.</EmptyText>
        ))}
      <ConfirmDialog {...disconnection.dialogProps} />
    </ConnectionPart>
  );
}
