// Every route path of the app, so no screen writes a route as a string literal. The pages a
// notification opens are core's (notifications/open-path.ts), which the server's push uses too.
import {
  calendarEventPath,
  calendarSuggestionPath,
  EVENT_PARAM,
  NOTIFICATION_PAGES,
  SUGGESTION_PARAM,
} from '@hangtime/core/notifications/open-path';

export { EVENT_PARAM, SUGGESTION_PARAM };

/** Which part of a recurring item an edit link asks for; none for a one-off item. */
export type EditScope = { kind: 'all' } | { kind: 'instance'; instanceDate?: string };

function withEditQuery(path: string, id: string, scope?: EditScope): string {
  const query = new URLSearchParams({ edit: id });
  if (scope?.kind === 'all') query.set('update_all', 'true');
  if (scope?.kind === 'instance') {
    query.set('update_instance', 'true');
    if (scope.instanceDate) query.set('instance_date', scope.instanceDate);
  }
  return `${path}?${query.toString()}`;
}

/** Every parameter withEditQuery may write; the editor takes them all out once it has read them. */
const EDIT_PARAMS = ['edit', 'update_all', 'update_instance', 'instance_date'] as const;

/** The query string without the edit parameters; anything else in it stays. */
export function removeEditParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of EDIT_PARAMS) next.delete(name);
  return next;
}

export function hasEditParams(params: URLSearchParams): boolean {
  return EDIT_PARAMS.some((name) => params.has(name));
}

/** The calendar's query parameter that opens the assisted flow ("Hangtime"), e.g. from Start Planning Events. */
export const PLAN_PARAM = 'plan';

export const paths = {
  home: NOTIFICATION_PAGES.home,
  splash: '/splash',
  login: '/login',
  loginWithReferral: (referralCode: string) => `/login/referral/${encodeURIComponent(referralCode)}`,
  register: '/register',
  registerWithReferral: (referralCode: string) => `/registration/referral/${encodeURIComponent(referralCode)}`,
  forgotPassword: '/forgot-password',
  verifyEmail: '/verify-email',
  googleCallback: '/google-callback',
  emailOptOut: '/email-optout',
  terms: '/terms',
  privacy: '/privacy',
  calendar: NOTIFICATION_PAGES.calendar,
  /** The calendar with a suggested hangout's Suggested Event modal open. */
  calendarSuggestion: calendarSuggestionPath,
  /** The calendar on an event's week, with the event's details open. */
  calendarEvent: calendarEventPath,
  /** The calendar with the assisted flow open (once the onboarding goals are met). */
  calendarPlan: `/calendar?${PLAN_PARAM}=hangtime`,
  profile: '/profile',
  availabilityWindows: NOTIFICATION_PAGES.availabilityWindows,
  workingHours: '/working-hours',
  friends: NOTIFICATION_PAGES.friends,
  upcomingEvents: '/upcoming-events',
  onboarding: '/onboarding',
  /** The calendar's recurring-item prompt opens these editors (spec §2). */
  editAvailabilityWindow: (windowId: string, scope?: EditScope) =>
    withEditQuery('/availability-windows', windowId, scope),
  editWorkingHours: (entryId: string, scope?: EditScope) => withEditQuery('/working-hours', entryId, scope),
  /** The profile opened on its Activity Preferences tab (spec §2: /profile?tab=preferences). */
  profilePreferences: NOTIFICATION_PAGES.profilePreferences,
} as const;

/** Route patterns for the router itself (the only place parameters are spelled as :name). */
export const routePatterns = {
  loginWithReferral: '/login/referral/:referralCode',
  registerWithReferral: '/registration/referral/:referralCode',
} as const;
