import { useRef, useState } from 'react';
import { Button, Group, List, Text } from '@mantine/core';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FeedbackAlert, type Feedback } from '../../../components/list-states';
import { LoadedAddress } from '../../../components/loaded-address';
import { describeError } from '../../../lib/api-client';
import { useFeedQuery } from '../api/get-feed';
import { useRenewFeedMutation } from '../api/renew-feed';
import { calendarSyncMessages } from '../logic/calendar-sync-messages';
import { copyText } from '../../../lib/copy-text';
import { ConnectionPart } from './connection-part';

/** The server may answer a path; people copy a whole address. */
const absoluteUrl = (url: string) => new URL(url, window.location.origin).href;

/**
 * Your Hangtime feed (beyond the spec, behaviour.md §10): the secret address of your hangouts for
 * any calendar app, with Copy and "Make a new address" (which retires the old one).
 */
export function FeedSection() {
  const feed = useFeedQuery();
  const renew = useRenewFeedMutation();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [isAsking, setAsking] = useState(false);
  const [isCopying, setCopying] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const url = feed.data ? absoluteUrl(feed.data) : '';

  async function handleCopy() {
    if (!url || isCopying) return;
    setCopying(true);
    setFeedback(null);
    try {
      await copyText(url);
      setFeedback({ tone: 'success', text: calendarSyncMessages.feedCopied });
    } catch {
      setFeedback({ tone: 'error', text: calendarSyncMessages.feedCopyFailed });
      // Selected, so it can still be copied by hand.
      inputRef.current?.select();
    } finally {
      setCopying(false);
    }
  }

  function handleRenew() {
    setFeedback(null);
    renew.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        setFeedback({ tone: 'success', text: calendarSyncMessages.feedRenewed });
      },
      onError: (error) => {
        setAsking(false);
        setFeedback({ tone: 'error', text: describeError(error, { server: calendarSyncMessages.feedRenewFailed }) });
      },
    });
  }

  return (
    <ConnectionPart
      title="Your Hangtime feed"
      description="Your hangouts in the calendar app you already use. Subscribe to this private address; anyone who has it can see your hangouts, so keep it to yourself."
    >
      <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />
      <LoadedAddress
        query={feed}
        loadingLabel="Loading your feed address"
        loadFailedMessage={calendarSyncMessages.feedLoadFailed}
        label="Feed address"
        value={url}
        inputRef={inputRef}
        isMonospace
      >
        <Group gap="sm">
          <Button onClick={() => void handleCopy()} loading={isCopying}>
            Copy
          </Button>
          <Button variant="default" onClick={() => setAsking(true)} disabled={renew.isPending}>
            Make a new address
          </Button>
        </Group>
        <Text size="sm" c="dimmed" component="div">
          To subscribe:
          <List size="sm" spacing={2} mt={4}>
            <List.Item>Google Calendar: Other calendars, +, From URL</List.Item>
            <List.Item>Apple Calendar: File, New Calendar Subscription</List.Item>
            <List.Item>Outlook: Add calendar, Subscribe from web</List.Item>
          </List>
        </Text>
      </LoadedAddress>
      <ConfirmDialog
        opened={isAsking}
        title="Make a new address?"
        confirmLabel="Make a new address"
        isConfirming={renew.isPending}
        onConfirm={handleRenew}
        onCancel={() => setAsking(false)}
      >
        The old address stops working at once: calendars subscribed to it no longer get your hangouts until you
        subscribe them to the new one.
      </ConfirmDialog>
    </ConnectionPart>
  );
}
