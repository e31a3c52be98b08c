// What /google-callback says, from the query the server's callback redirected with (spec §2:
// success and message; §8: the texts when the message is missing or the answer makes no sense).
import { calendarLinkMessages } from '@hangtime/core/calendar-link/schemas';

export type CallbackResult = { kind: 'success'; message: string | null } | { kind: 'error'; message: string };

/** Longer messages are cut: the address is public, and anyone can put words in it. */
const MAX_MESSAGE_LENGTH = 300;

function readMessage(params: URLSearchParams): string | null {
  const message = params.get('message')?.trim();
  if (!message) return null;
  return message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : message;
}

export function readCallbackResult(params: URLSearchParams): CallbackResult {
  const success = params.get('success');
  const message = readMessage(params);
  if (success === 'true') return { kind: 'success', message };
  if (success === 'false') return { kind: 'error', message: message ?? calendarLinkMessages.callbackFailed };
  // A message without a verdict is still a failure the server explained.
  if (success === null && message) return { kind: 'error', message };
  return { kind: 'error', message: calendarLinkMessages.invalidResponse };
}
