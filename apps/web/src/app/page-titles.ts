// One browser title per screen (WCAG 2.4.2), kept beside the route table rather than in each
// page, so a new route gets its title in the same place it gets its path.
import { matchPath } from 'react-router';
import { paths, routePatterns } from '../lib/paths';

export const PRODUCT_NAME = 'Hangtime';

/** Each route's own name, as its heading or navigation link says it. */
const pageNames: ReadonlyArray<readonly [pattern: string, name: string]> = [
  [paths.splash, 'Welcome'],
  [paths.login, 'Log In'],
  [routePatterns.loginWithReferral, 'Log In'],
  [paths.register, 'Create Account'],
  [routePatterns.registerWithReferral, 'Create Account'],
  [paths.forgotPassword, 'Reset Password'],
  [paths.verifyEmail, 'Verify Email'],
  // What the page says: the calendar link is not built yet, so nobody is signing in there.
  [paths.googleCallback, 'Calendar Connections'],
  [paths.emailOptOut, 'Email Preferences'],
  [paths.terms, 'Terms of Service'],
  [paths.privacy, 'Privacy Policy'],
  [paths.calendar, 'Calendar'],
  [paths.profile, 'Profile'],
  [paths.availabilityWindows, 'Availability'],
  [paths.workingHours, 'Working Hours'],
  [paths.friends, 'Friends'],
  [paths.upcomingEvents, 'Upcoming Events'],
  [paths.onboarding, 'Get Started'],
];

/**
 * "Friends · Hangtime" for a known screen; the landing page's own tagline; "Page Not Found"
 * for anything else (the catch-all route).
 */
export function pageTitle(pathname: string): string {
  if (pathname === paths.home) return `${PRODUCT_NAME} · Plan less. Hang out more.`;
  const entry = pageNames.find(([pattern]) => matchPath(pattern, pathname) !== null);
  return `${entry?.[1] ?? 'Page Not Found'} · ${PRODUCT_NAME}`;
}
