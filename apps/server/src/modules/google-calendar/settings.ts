// The Google client and endpoints from the settings (behaviour.md §10): Google's own by default,
// local fakes in tests. No client id: the calendar link is hidden.
import type { Config } from '../../config';

export type GoogleSettings = {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  calendarApiUrl: string;
  appOrigin: string;
};

export function googleSettings(config: Config): GoogleSettings | null {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
  return {
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    redirectUri: config.GOOGLE_REDIRECT_URI,
    authUrl: config.GOOGLE_AUTH_URL,
    tokenUrl: config.GOOGLE_TOKEN_URL,
    revokeUrl: config.GOOGLE_REVOKE_URL,
    calendarApiUrl: config.GOOGLE_CALENDAR_API_URL.replace(/\/+$/, ''),
    appOrigin: config.APP_ORIGIN,
  };
}

/** Read-only access to the calendars and their events: nothing more is asked. */
export const CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar.readonly';
