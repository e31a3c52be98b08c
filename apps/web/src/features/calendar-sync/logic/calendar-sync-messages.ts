// The texts of the calendar connections: the spec's (§8 Calendar-provider, from core) and ours
// where the spec is silent (ICS subscriptions and the personal feed are beyond it).
import { calendarLinkMessages } from '@hangtime/core/calendar-link/schemas';

export { calendarLinkMessages };

export const calendarSyncMessages = {
  privacy: 'Friends only see when you’re busy, never what or where.',
  googleLoadFailed: 'Failed to load your Google Calendar connection',
  googleReconnect:
    'Google no longer lets Hangtime read your calendars: the access was removed or has expired. Reconnect to keep your busy times up to date.',
  subscriptionsLoadFailed: 'Failed to load your calendar subscriptions',
  subscriptionAddFailed: 'Failed to add the calendar. Please try again.',
  subscriptionRefreshFailed: 'Failed to update the calendar. Please try again.',
  subscriptionRemoveFailed: 'Failed to remove the calendar. Please try again.',
  subscriptionLastFailed: 'The last update failed',
  feedLoadFailed: 'Failed to load your Hangtime feed address',
  feedRenewFailed: 'Failed to make a new address. Please try again.',
  feedCopied: 'Feed address copied to clipboard!',
  feedCopyFailed: 'Failed to copy the address. It is selected: copy it with your keyboard.',
  feedRenewed: 'New address made. Calendars subscribed to the old one no longer get your hangouts.',
} as const;
