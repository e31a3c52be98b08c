import type { CalendarSubscription } from '@hangtime/core/calendar-link/schemas';
import { describeError } from '../../../lib/api-client';
import { useConfirmation } from '../../../components/use-confirmation';
import { useRemoveSubscriptionMutation } from '../api/remove-subscription';
import { calendarSyncMessages } from '../logic/calendar-sync-messages';

type Options = { onDone: (message: string) => void; onFailed: (text: string) => void };

/** Remove asks first: which subscription, the dialog's props, and the call. */
export function useRemoveSubscriptionFlow({ onDone, onFailed }: Options) {
  const remove = useRemoveSubscriptionMutation();
  const confirmation = useConfirmation<CalendarSubscription>();

  function confirm() {
    const target = confirmation.target;
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: (response) => {
        confirmation.finish();
        onDone(response.message);
      },
      onError: (error) => {
        confirmation.close();
        onFailed(describeError(error, { server: calendarSyncMessages.subscriptionRemoveFailed }));
      },
    });
  }

  return {
    ask: confirmation.ask,
    isRemoving: remove.isPending,
    dialogProps: {
      ...confirmation.dialogProps,
      title: 'Remove this calendar?',
      children: `Hangtime stops reading ${confirmation.target?.masked_url ?? 'it'} and forgets the busy times it brought in.`,
      confirmLabel: 'Remove',
      isConfirming: remove.isPending,
      onConfirm: confirm,
    },
  };
}
