// Every page is its own chunk, so the first visit downloads only the page it opens. The landing
// page is the exception: it is most visitors' first page, so it ships inside the entry and shows
// without a second round trip (and its few components count toward the first page's budget).
import type { ComponentType } from 'react';
import { preloadNotificationBell } from './nav/navigation-bar';
import { preloadOnboardingBanners } from '../features/notifications/components/setup-reminders';
import { paths } from '../lib/paths';
import { preloadableLazy } from '../lib/preloadable-lazy';

/** All of Mantine's styles (the first page ships with its own few: first-page-styles.ts). */
export const loadAllStyles = () => import('./all-styles');

/** A page renders once its module and all the styles are in (a failed style load only costs looks). */
function lazyNamed<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return preloadableLazy(async () => {
    const [module] = await Promise.all([load(), loadAllStyles().catch(() => undefined)]);
    return module[name] as ComponentType;
  });
}

const loadLogin = () => import('../features/auth/pages/login-page');
const loadCalendar = () => import('../features/calendar/calendar-page');
// What a session check needs (get-me.ts loads it lazily so the landing page stays small).
const loadSessionSchemas = () => import('@hangtime/core/auth/user');

export { LandingPage } from '../features/landing/landing-page';
export const SplashPage = lazyNamed(() => import('../features/landing/splash-page'), 'SplashPage');
export const LoginPage = lazyNamed(loadLogin, 'LoginPage');
export const RegisterRoute = lazyNamed(() => import('./register-route'), 'RegisterRoute');
export const ForgotPasswordPage = lazyNamed(
  () => import('../features/auth/pages/forgot-password-page'),
  'ForgotPasswordPage',
);
export const VerifyEmailPage = lazyNamed(() => import('../features/auth/pages/verify-email-page'), 'VerifyEmailPage');
export const GoogleCallbackPage = lazyNamed(
  () => import('../features/calendar-sync/google-callback-page'),
  'GoogleCallbackPage',
);
export const EmailOptOutPage = lazyNamed(
  () => import('../features/email-optout/pages/email-optout-page'),
  'EmailOptOutPage',
);
export const TermsPage = lazyNamed(() => import('../features/legal/pages/terms-page'), 'TermsPage');
export const PrivacyPage = lazyNamed(() => import('../features/legal/pages/privacy-page'), 'PrivacyPage');
export const CalendarPage = lazyNamed(loadCalendar, 'CalendarPage');
export const ProfilePage = lazyNamed(() => import('../features/profile/profile-page'), 'ProfilePage');
export const AvailabilityWindowsPage = lazyNamed(
  () => import('../features/availability/availability-windows-page'),
  'AvailabilityWindowsPage',
);
export const WorkingHoursPage = lazyNamed(
  () => import('../features/working-hours/working-hours-page'),
  'WorkingHoursPage',
);
export const FriendsPage = lazyNamed(() => import('../features/friends/friends-page'), 'FriendsPage');
export const UpcomingEventsPage = lazyNamed(
  () => import('../features/events/upcoming-events-page'),
  'UpcomingEventsPage',
);
export const OnboardingPage = lazyNamed(() => import('../features/onboarding/onboarding-page'), 'OnboardingPage');

/**
 * The pages behind the sign-in, by path. Opened first, each is preloaded like the calendar: left to
 * the router, a page's chunk was asked for only once the bar had rendered, and its reads only once
 * that chunk had run (a chain of three round trips before /friends showed anything of its own).
 */
const signedInPages: Partial<Record<string, { preload: () => Promise<unknown> }>> = {
  [paths.calendar]: CalendarPage,
  [paths.profile]: ProfilePage,
  [paths.availabilityWindows]: AvailabilityWindowsPage,
  [paths.workingHours]: WorkingHoursPage,
  [paths.friends]: FriendsPage,
  [paths.upcomingEvents]: UpcomingEventsPage,
  [paths.onboarding]: OnboardingPage,
};

/**
 * Starts downloading the opened page's chunks while the entry is still starting React, instead of
 * one after the other: the router asks for the page only once it renders, and a signed-in page
 * only after the session check, which itself first loads its schemas. Each import is the one the
 * page makes later, so nothing is downloaded twice.
 *
 * Settles once what the first render shows is in: the page, and signed in, the bar's bell and the
 * reminders. main.tsx waits for it, so nothing of the first screen suspends: a Suspense fallback
 * would make React 19 hold the page back until 300 ms after it showed (lib/preloadable-lazy.tsx).
 */
export function preloadPage(pathname: string, hasSession: boolean): Promise<void> {
  const settle = (load: () => Promise<unknown>) => load().then(noop, noop);
  const firstScreen: Promise<void>[] = [];
  if (pathname === paths.login) firstScreen.push(settle(LoginPage.preload));
  if (hasSession) {
    void settle(loadSessionSchemas);
    firstScreen.push(settle(preloadNotificationBell), settle(preloadOnboardingBanners));
    // Signed in, the landing page sends people on to the calendar.
    // Not its grid (FullCalendar, a third of the page's code): the page fetches it once drawn.
    const page = pathname === paths.home ? CalendarPage : signedInPages[pathname];
    if (page) firstScreen.push(settle(page.preload));
  }
  return Promise.all(firstScreen).then(noop);
}

// A preload that fails only loses its head start: the page's own import reports the error.
function noop() {}
