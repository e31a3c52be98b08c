// What the Google link says, to the person and in the callback's redirect.
export const googleMessages = {
  unavailable: 'Google Calendar is not available on this server',
  notConnected: 'Google Calendar is not connected',
  calendarNotFound: 'Calendar not found',
  reconnect: 'Google Calendar access was revoked or has expired. Reconnect Google Calendar to sync again.',
  noAnswer: 'Google Calendar did not answer. Please try again in a few minutes.',
  refused: 'Google Calendar would not share this calendar’s events',
  tooManySyncs: 'Too many Google Calendar requests. Please try again in a few minutes.',
  connected: 'Google Calendar connected',
  calendarDisconnected: 'Calendar disconnected',
  disconnected: 'Google Calendar disconnected',
  // The callback's failures (the page shows the spec's text when none is given).
  callbackFailed: 'Failed to connect Google Calendar. Please try again.',
  signInExpired: 'This Google sign-in expired or was already used. Please connect again.',
  accessDenied: 'Google Calendar was not connected: access was not allowed.',
  scopeMissing: 'Hangtime needs to see your calendars’ busy times. Please connect again and allow calendar access.',
} as const;
