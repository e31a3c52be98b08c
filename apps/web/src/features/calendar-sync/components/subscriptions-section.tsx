import { useRef, useState } from 'react';
import { Divider, Text } from '@mantine/core';
import {
  MAX_CALENDAR_SUBSCRIPTIONS,
  subscriptionMessages,
  type CalendarSubscription,
} from '@hangtime/core/calendar-link/schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
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
import { useSubscriptionsQuery } from '../api/get-subscriptions';
import { useRefreshSubscriptionMutation } from '../api/refresh-subscription';
import { calendarSyncMessages } from '../logic/calendar-sync-messages';
import { useNow } from '../logic/use-now';
import { AddSubscriptionForm } from './add-subscription-form';
import { ConnectionPart } from './connection-part';
import { SubscriptionRow } from './subscription-row';
import { useRemoveSubscriptionFlow } from './use-remove-subscription-flow';

/**
 * Calendar subscriptions (beyond the spec, behaviour.md §10): any calendar's secret iCal address,
 * read every 30 minutes for the times the person is busy. List, add, refresh, remove.
 */
export function SubscriptionsSection() {
  const subscriptions = useSubscriptionsQuery();
  const refresh = useRefreshSubscriptionMutation();
  const { user } = useSession();
  const now = useNow();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removal = useRemoveSubscriptionFlow({
    onDone: (message) => {
      setFeedback({ tone: 'success', text: message });
      window.requestAnimationFrame(() => headingRef.current?.focus());
    },
    onFailed: (text) => setFeedback({ tone: 'error', text }),
  });

  function handleRefresh(subscription: CalendarSubscription) {
    setFeedback(null);
    refresh.mutate(subscription.id, {
      onError: (error) =>
        setFeedback({
          tone: 'error',
          text: describeError(error, { server: calendarSyncMessages.subscriptionRefreshFailed }),
        }),
    });
  }

  const list = subscriptions.data ?? [];
  const isBusy = refresh.isPending || removal.isRemoving;

  return (
    <>
      <ConnectionPart
        title="Calendar subscriptions"
        headingRef={headingRef}
        description="Outlook, Apple iCloud, a work calendar: any calendar with a secret iCal address. Hangtime reads it every 30 minutes and keeps only when you’re busy."
      >
        <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />
        {subscriptions.isPending ? (
          <ListSkeleton label="Loading calendar subscriptions" rowHeight={56} rows={1} />
        ) : subscriptions.isError ? (
          <LoadError
            message={calendarSyncMessages.subscriptionsLoadFailed}
            onRetry={() => void subscriptions.refetch()}
            isRetrying={subscriptions.isFetching}
          />
        ) : (
          <>
            {list.length > 0 ? (
              <PlainList label="Calendar subscriptions" gap={0}>
                {list.map((subscription) => (
                  <SubscriptionRow
                    key={subscription.id}
                    subscription={subscription}
                    now={now}
                    timeZone={user?.timezone}
                    isRefreshing={refresh.isPending && refresh.variables === subscription.id}
                    isBusy={isBusy}
                    onRefresh={handleRefresh}
                    onRemove={(target) => {
                      setFeedback(null);
                      removal.ask(target);
                    }}
                  />
                ))}
              </PlainList>
            ) : (
              <EmptyText>No calendar subscriptions yet. Add one below.</EmptyText>
            )}
            {list.length >= MAX_CALENDAR_SUBSCRIPTIONS ? (
              <Text size="sm" c="dimmed">
                {subscriptionMessages.tooMany}. Remove one to add another.
              </Text>
            ) : (
              <AddSubscriptionForm onAdded={() => setFeedback({ tone: 'success', text: 'Calendar added.' })} />
            )}
          </>
        )}
        <ConfirmDialog {...removal.dialogProps} />
      </ConnectionPart>
      <Divider />
    </>
  );
}
