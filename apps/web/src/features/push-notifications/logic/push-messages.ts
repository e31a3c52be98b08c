// The section's texts, and which one a failure to turn push on shows.
import { PushRefusedError } from '../../../lib/push/device-push';

export const PUSH_MESSAGES = {
  heading: 'Notifications on this device',
  switchLabel: 'Push notifications on this device',
  description:
    'Hangtime tells this phone or computer when something happens, even with the app closed. Your browser asks first.',
  unsupported:
    "This browser can't show notifications from Hangtime. Add Hangtime to your home screen, or use another browser.",
  blocked:
    'Notifications are blocked for Hangtime in this browser. Allow them in the site settings, then turn this on again.',
  notSetUp: 'Push notifications are not set up on this server.',
  failed: 'Could not turn on notifications on this device. Try again.',
  kindsHeading: 'Notify me about',
  kindsLoadFailed: 'Failed to load your notification choices',
  kindsSaveFailed: 'Could not save your notification choices. Try again.',
} as const;

export const KIND_LABELS = {
  invitations: 'Invitations and friend requests',
  reminders: 'Reminders before a hangout',
  nudges: 'Nudges to answer',
  changes: 'Changes to plans and answers',
} as const;

export function messageForTurnOnFailure(error: unknown): string {
  if (error instanceof PushRefusedError) {
    if (error.state === 'unsupported') return PUSH_MESSAGES.unsupported;
    if (error.state === 'blocked') return PUSH_MESSAGES.blocked;
    return PUSH_MESSAGES.notSetUp;
  }
  return PUSH_MESSAGES.failed;
}
