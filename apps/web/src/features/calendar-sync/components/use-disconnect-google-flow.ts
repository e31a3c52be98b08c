import type { GoogleCalendar } from '@hangtime/core/calendar-link/schemas';
import { describeError } from '../../../lib/api-client';
import { useConfirmedRemoval } from '../../../components/use-confirmed-removal';
import { useDisconnectGoogleMutation } from '../api/disconnect-google-calendar';
import { calendarLinkMessages } from '../logic/calendar-sync-messages';

type Options = { onDone: (message: string) => void; onFailed: (text: string) => void };

/** Disconnect asks first: which calendar, the dialog's props, and the call. */
export function useDisconnectGoogleFlow({ onDone, onFailed }: Options) {
  return useConfirmedRemoval<GoogleCalendar>({
    mutation: useDisconnectGoogleMutation(),
    dialog: (calendar) => ({
      title: `Disconnect ${calendar?.calendar_name ?? ''}?`,
      body: 'Hangtime stops reading this calendar and deletes the busy times it brought in. You can connect it again later.',
      confirmLabel: 'Disconnect',
    }),
    describeFailure: (error) => describeError(error, { server: calendarLinkMessages.disconnectFailed }),
    onDone,
    onFailed,
  });
}
