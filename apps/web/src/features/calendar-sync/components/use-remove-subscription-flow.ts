import type { CalendarSubscription } from '@hangtime/core/calendar-link/schemas';
import { describeError } from '../../../lib/api-client';
import { useConfirmedRemoval } from '../../../components/use-confirmed-removal';
import { useRemoveSubscriptionMutation } from '../api/remove-subscription';
import { calendarSyncMessages } from '../logic/calendar-sync-messages';

type Options = { onDone: (message: string) => void; onFailed: (text: string) => void };

/** Remove asks first: which subscription, the dialog's props, and the call. */
export function useRemoveSubscriptionFlow({ onDone, onFailed }: Options) {
  return useConfirmedRemoval<CalendarSubscription>({
    mutation: useRemoveSubscriptionMutation(),
    dialog: (subscription) => ({
      title: 'Remove this calendar?',
      body: `Hangtime stops reading ${subscription?.masked_url ?? 'it'} and forgets the busy times it brought in.`,
      confirmLabel: 'Remove',
    }),
    describeFailure: (error) => describeError(error, { server: calendarSyncMessages.subscriptionRemoveFailed }),
    onDone,
    onFailed,
  });
}
