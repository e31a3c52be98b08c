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
};

export type RoutableNotification = { type: string; data?: string | null };

export function routeForNotification(item: RoutableNotification): string {
  if (Object.hasOwn(routesByType, item.type)) return routesByType[item.type] as string;
  if (item.type.startsWith(ONBOARDING_PREFIX)) return readPageOf(item.data) ?? paths.home;
  return paths.home;
}

/** The `page` an onboarding item's JSON data names, when it is a path of this site. */
function readPageOf(data: string | null | undefined): string | null {
  if (!data) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const page = (parsed as { page?: unknown }).page;
  return typeof page === 'string' && isSameSitePath(page) ? page : null;
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
