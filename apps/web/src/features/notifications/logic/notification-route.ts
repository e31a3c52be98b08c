// Where a click on a bell item leads (spec accounts-and-shell §2 Notification bell).
import { paths } from '../../../lib/paths';

const ONBOARDING_PREFIX = 'onboarding_';

const routesByType: Readonly<Record<string, string>> = {
  friend_request: paths.friends,
  onboarding_preferences: paths.profilePreferences,
  onboarding_availability: paths.availabilityWindows,
  onboarding_friends: paths.friends,
  event_invitation: paths.calendar,
  event_updated: paths.calendar,
  event_cancelled: paths.calendar,
  event_rsvp: paths.calendar,
  event_reminder: paths.calendar,
  event_nudge: paths.calendar,
  event_everyone_answered: paths.calendar,
  event_quorum_reached: paths.calendar,
};

export type RoutableNotification = { type: string; data?: string | null };

/** The weekly job's proposal: the calendar opens its Suggested Event modal. */
const HANGOUT_SUGGESTED = 'hangout_suggested';

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

export function routeForNotification(item: RoutableNotification): string {
  if (OPENS_EVENT.has(item.type)) {
    const eventId = readDataField(item.data, 'event_id');
    if (eventId) return paths.calendarEvent(eventId);
  }
  if (Object.hasOwn(routesByType, item.type)) return routesByType[item.type] as string;
  if (item.type === HANGOUT_SUGGESTED) {
    const eventId = readDataField(item.data, 'event_id');
    return eventId ? paths.calendarSuggestion(eventId) : paths.calendar;
  }
  if (item.type.startsWith(ONBOARDING_PREFIX)) {
    const page = readDataField(item.data, 'page');
    return page && isSameSitePath(page) ? page : paths.home;
  }
  return paths.home;
}

/** A text field of a notification's JSON data; null when the data or the field is not there. */
function readDataField(data: string | null | undefined, field: string): string | null {
  if (!data) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const value = (parsed as Record<string, unknown>)[field];
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
