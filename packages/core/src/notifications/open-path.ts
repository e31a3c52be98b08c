// Where a notification leads when it is opened: a bell item's link (web) and the page a push
// notification's tap opens (server). One table for both, so the two never send a person to
// different places (spec accounts-and-shell §2 Notification bell).

/** The app's pages a notification may open (the web app's routes, lib/paths.ts, use the same). */
export const NOTIFICATION_PAGES = {
  home: '/',
  calendar: '/calendar',
  friends: '/friends',
  profilePreferences: '/profile?tab=preferences',
  availabilityWindows: '/availability-windows',
} as const;

/** The calendar's query parameters that open an event's details and a suggested hangout. */
export const EVENT_PARAM = 'event';
export const SUGGESTION_PARAM = 'suggestion';

const calendarWith = (param: string, eventId: string) =>
  `${NOTIFICATION_PAGES.calendar}?${new URLSearchParams({ [param]: eventId }).toString()}`;
export const calendarEventPath = (eventId: string) => calendarWith(EVENT_PARAM, eventId);
export const calendarSuggestionPath = (eventId: string) => calendarWith(SUGGESTION_PARAM, eventId);

const ONBOARDING_PREFIX = 'onboarding_';
/** The weekly job's proposal: the calendar opens its Suggested Event modal. */
const HANGOUT_SUGGESTED = 'hangout_suggested';

const PAGE_BY_TYPE: Readonly<Record<string, string>> = {
  friend_request: NOTIFICATION_PAGES.friends,
  onboarding_preferences: NOTIFICATION_PAGES.profilePreferences,
  onboarding_availability: NOTIFICATION_PAGES.availabilityWindows,
  onboarding_friends: NOTIFICATION_PAGES.friends,
  event_invitation: NOTIFICATION_PAGES.calendar,
  event_updated: NOTIFICATION_PAGES.calendar,
  event_cancelled: NOTIFICATION_PAGES.calendar,
  event_rsvp: NOTIFICATION_PAGES.calendar,
  event_reminder: NOTIFICATION_PAGES.calendar,
  event_nudge: NOTIFICATION_PAGES.calendar,
  event_everyone_answered: NOTIFICATION_PAGES.calendar,
  event_quorum_reached: NOTIFICATION_PAGES.calendar,
};

/**
 * Items about an event that is still on: the calendar opens its details on its week. A cancelled
 * one has no details left to show; its item goes to the calendar.
 */
const OPENS_EVENT = new Set([
  'event_invitation',
  'event_updated',
  'event_rsvp',
  'upcoming_event',
  // Reminders and nudges (issue 26).
  'event_reminder',
  'event_nudge',
  'event_everyone_answered',
  'event_quorum_reached',
  // Regular hangouts (issue 26): a period with no common time opens the regular's hangout.
  'regular_no_time',
]);

/** A notification's data, as the bell's JSON text or as the object a row was written with. */
export type NotificationData = Readonly<Record<string, unknown>> | null | undefined;

export function notificationPath(type: string, data: NotificationData): string {
  if (OPENS_EVENT.has(type)) {
    const eventId = textField(data, 'event_id');
    if (eventId) return calendarEventPath(eventId);
  }
  if (Object.hasOwn(PAGE_BY_TYPE, type)) return PAGE_BY_TYPE[type] as string;
  if (type === HANGOUT_SUGGESTED) {
    const eventId = textField(data, 'event_id');
    return eventId ? calendarSuggestionPath(eventId) : NOTIFICATION_PAGES.calendar;
  }
  if (type.startsWith(ONBOARDING_PREFIX)) {
    const page = textField(data, 'page');
    return page && isSameSitePath(page) ? page : NOTIFICATION_PAGES.home;
  }
  return NOTIFICATION_PAGES.home;
}

/** A notification's JSON data as an object; null when it is missing, unreadable or not an object. */
export function parseNotificationData(text: string | null | undefined): NotificationData {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function textField(data: NotificationData, field: string): string | null {
  const value = data?.[field];
  return typeof value === 'string' && value !== '' ? value : null;
}

const sameSiteBase = 'https://same-site.invalid';

/**
 * "/friends" yes; "https://evil.example", "//evil.example", "/\evil.example" and "javascript:…"
 * no: a notification's data must never send the person to another site.
 */
export function isSameSitePath(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\s]/.test(value)) return false;
  try {
    return new URL(value, sameSiteBase).origin === sameSiteBase;
  } catch {
    return false;
  }
}
