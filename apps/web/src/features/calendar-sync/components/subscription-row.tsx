import { Button, Text } from '@mantine/core';
import type { CalendarSubscription } from '@hangtime/core/calendar-link/schemas';
import { ListRow } from '../../../components/list-states';
import { calendarSyncMessages } from '../logic/calendar-sync-messages';
import { describeTimeSince } from '../logic/relative-time';

type SubscriptionRowProps = {
  subscription: CalendarSubscription;
  now: Date;
  timeZone: string | undefined;
  isRefreshing: boolean;
  isBusy: boolean;
  onRefresh: (subscription: CalendarSubscription) => void;
  onRemove: (subscription: CalendarSubscription) => void;
};

const busyTimes = (count: number) => `${count} busy ${count === 1 ? 'time' : 'times'}`;

/** "Updated 10 minutes ago · 12 busy times", or why the last update failed. */
export function describeSubscriptionResult(subscription: CalendarSubscription, now: Date, timeZone?: string) {
  const { last_result, last_fetched_at, busy_blocks } = subscription;
  if (last_result === 'error') return subscription.last_error ?? calendarSyncMessages.subscriptionLastFailed;
  if (last_fetched_at === null) return 'Not updated yet';
  return `Updated ${describeTimeSince(last_fetched_at, now, timeZone)} · ${busyTimes(busy_blocks)}`;
}

/** A subscribed calendar: its masked address, how its last update went, Refresh and Remove. */
export function SubscriptionRow(props: SubscriptionRowProps) {
  const { subscription, now, timeZone, isRefreshing, isBusy, onRefresh, onRemove } = props;
  const address = subscription.masked_url;
  const isFailing = subscription.last_result === 'error';

  return (
    <ListRow
      actions={
        <>
          <Button
            size="sm"
            variant="default"
            onClick={() => onRefresh(subscription)}
            loading={isRefreshing}
            disabled={isBusy && !isRefreshing}
            aria-label={`Refresh ${address}`}
          >
            Refresh
          </Button>
          <Button
            size="sm"
            variant="subtle"
            color="red"
            onClick={() => onRemove(subscription)}
            disabled={isBusy}
            aria-label={`Remove ${address}`}
          >
            Remove
          </Button>
        </>
      }
    >
      <Text fw={500} ff="monospace" size="sm">
        {address}
      </Text>
      <Text size="sm" c={isFailing ? 'red' : 'dimmed'}>
        {describeSubscriptionResult(subscription, now, timeZone)}
      </Text>
      {/* A read that worked may still carry a note (e.g. only the first busy times are used). */}
      {!isFailing && subscription.last_error && (
        <Text size="sm" c="yellow">
          {subscription.last_error}
        </Text>
      )}
    </ListRow>
  );
}
