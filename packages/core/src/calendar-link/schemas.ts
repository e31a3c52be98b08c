// Contracts of the calendar link and feeds (spec scheduling-and-social §7 "Calendar-provider link";
// behaviour.md §10): the Google Calendar calls, the ICS subscriptions and the personal feed.
import { z } from 'zod';

/** The spec's error texts (§8 Calendar-provider), shown when the server gives none. */
export const calendarLinkMessages = {
  syncFailed: 'Failed to sync Google Calendar',
  disconnectFailed: 'Failed to disconnect Google Calendar',
  connectFailed: 'Failed to initiate Google Calendar connection',
  callbackFailed: 'Failed to connect Google Calendar. Please try again.',
  invalidResponse: 'Invalid response from server',
} as const;

// ── Google Calendar ──────────────────────────────────────────────────────────────────────────────

/**
 * How a link stands: `connected`, or `reconnect` when Google refused the grant (revoked by the
 * person, or expired) and only connecting again brings the calendars back.
 */
export const googleLinkStates = ['connected', 'reconnect'] as const;
export type GoogleLinkState = (typeof googleLinkStates)[number];

export const googleCalendar = z.object({
  /** Hangtime's id of the linked calendar: the one sync and disconnect take. */
  id: z.string(),
  calendar_name: z.string(),
  /** Google's id of the calendar. */
  calendar_id: z.string(),
  selected: z.boolean(),
  last_synced_at: z.string().nullable(),
  /** Why the last sync failed, in words for the person; null when it worked (or never ran). */
  last_error: z.string().nullable(),
});
export type GoogleCalendar = z.infer<typeof googleCalendar>;

export const googleStatusResponse = z.object({
  /** False when this server has no Google client (GOOGLE_CLIENT_ID unset): the section is hidden. */
  available: z.boolean(),
  connected: z.boolean(),
  state: z.enum(googleLinkStates).nullable(),
  calendars: z.array(googleCalendar),
});
export type GoogleStatus = z.infer<typeof googleStatusResponse>;

export const googleCalendarsResponse = z.object({ calendars: z.array(googleCalendar) });

export const googleAuthResponse = z.object({
  success: z.literal(true),
  data: z.object({ auth_url: z.string() }),
});

export const googleSyncBody = z.object({ calendar_id: z.string().min(1).max(64) });
export const googleSyncResponse = z.object({
  success: z.literal(true),
  /** Busy blocks written by this sync (new or changed). */
  imported: z.number().int(),
});

export const googleCalendarParams = z.object({ calendar_id: z.string().min(1).max(64) });
export const googleDisconnectResponse = z.object({ success: z.literal(true), message: z.string() });

// ── ICS subscriptions ────────────────────────────────────────────────────────────────────────────

/** How many calendars one person may subscribe to. */
export const MAX_CALENDAR_SUBSCRIPTIONS = 10;
/** The longest address accepted. */
export const MAX_SUBSCRIPTION_URL_LENGTH = 2048;

export const subscriptionMessages = {
  urlRequired: 'Enter the calendar’s iCal address',
  urlInvalid: 'Enter an https:// or webcal:// address',
  tooMany: `You can subscribe to at most ${MAX_CALENDAR_SUBSCRIPTIONS} calendars`,
  duplicate: 'You already subscribe to this calendar',
} as const;

export const subscriptionResults = ['ok', 'error'] as const;

export const calendarSubscription = z.object({
  id: z.string(),
  /** The address with its secret parts hidden: scheme, host and "…" (the address itself is a secret). */
  masked_url: z.string(),
  created_at: z.string(),
  last_fetched_at: z.string().nullable(),
  last_result: z.enum(subscriptionResults).nullable(),
  /** Why the last fetch failed, in words for the person. */
  last_error: z.string().nullable(),
  /** Busy blocks it gives now (over the next 100 days). */
  busy_blocks: z.number().int(),
});
export type CalendarSubscription = z.infer<typeof calendarSubscription>;

export const addSubscriptionBody = z.object({
  url: z
    .string({ error: subscriptionMessages.urlRequired })
    .trim()
    .min(1, subscriptionMessages.urlRequired)
    .max(MAX_SUBSCRIPTION_URL_LENGTH, subscriptionMessages.urlInvalid),
});
export const subscriptionParams = z.object({ id: z.uuid() });

export const subscriptionResponse = z.object({ success: z.literal(true), subscription: calendarSubscription });
export const subscriptionsResponse = z.object({ subscriptions: z.array(calendarSubscription) });
export const subscriptionDeletedResponse = z.object({ success: z.literal(true), message: z.string() });

// ── Personal feed ────────────────────────────────────────────────────────────────────────────────

export const feedResponse = z.object({ url: z.string() });
