// Every page is its own chunk, so the first visit downloads only the page it opens.
import { lazy, type ComponentType } from 'react';

function lazyNamed<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

export const LandingPage = lazyNamed(() => import('../features/landing/landing-page'), 'LandingPage');
export const SplashPage = lazyNamed(() => import('../features/landing/splash-page'), 'SplashPage');
export const LoginPage = lazyNamed(() => import('../features/auth/pages/login-page'), 'LoginPage');
export const RegisterRoute = lazyNamed(() => import('./register-route'), 'RegisterRoute');
export const ForgotPasswordPage = lazyNamed(
  () => import('../features/auth/pages/forgot-password-page'),
  'ForgotPasswordPage',
);
export const VerifyEmailPage = lazyNamed(
  () => import('../features/auth/pages/verify-email-page'),
  'VerifyEmailPage',
);
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
export const CalendarPage = lazyNamed(() => import('../features/calendar/calendar-page'), 'CalendarPage');
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
export const OnboardingPage = lazyNamed(
  () => import('../features/onboarding/onboarding-page'),
  'OnboardingPage',
);
