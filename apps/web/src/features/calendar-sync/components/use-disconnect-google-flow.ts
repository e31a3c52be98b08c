import type { GoogleCalendar } from '@hangtime/core/calendar-link/schemas';
import { describeError } from '../../../lib/api-client';
import { useConfirmation } from '../../../components/use-confirmation';
import { useDisconnectGoogleMutation } from '../api/disconnect-google-calendar';
import { calendarLinkMessages } from '../logic/calendar-sync-messages';

type Options = { onDone: (message: string) => void; onFailed: (text: string) => void };

/** Disconnect asks first: which calendar, the dialog's props, and the call. */
export function useDisconnectGoogleFlow({ onDone, onFailed }: Options) {
  const disconnect = useDisconnectGoogleMutation();
  const confirmation = useConfirmation<GoogleCalendar>();

  function confirm() {
    const target = confirmation.target;
    if (!target) return;
    disconnect.mutate(target.id, {
      onSuccess: (response) => {
        confirmation.finish();
        onDone(response.message);
      },
      onError: (error) => {
        confirmation.close();
        onFailed(describeError(error, { server: calendarLinkMessages.disconnectFailed }));
      },
    });
  }

  return {
    ask: confirmation.ask,
    isDisconnecting: disconnect.isPending,
    dialogProps: {
      ...confirmation.dialogProps,
      title: `Disconnect ${confirmation.target?.calendar_name ?? ''}?`,
      children:
        'Hangtime stops reading this calendar and deletes the busy times it brought in. You can connect it again later.',
      confirmLabel: 'Disconnect',
      isConfirming: disconnect.isPending,
      onConfirm: confirm,
    },
  };
}
