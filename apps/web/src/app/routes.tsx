import type { RouteObject } from 'react-router';
import { paths, routePatterns } from '../lib/paths';
import { RouteErrorScreen } from './error-screen';
import { AppLayout, BareLayout, RootLayout } from './layouts';
import * as Pages from './lazy-pages';
import { NotFoundPage } from './not-found-page';
import { RequireAuth } from './require-auth';

/** The spec's route table (§2). Landing brings its own sticky header instead of the bar. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: paths.home, element: <Pages.LandingPage /> },
      {
        element: <AppLayout />,
        children: [
          { path: paths.login, element: <Pages.LoginPage /> },
          { path: routePatterns.loginWithReferral, element: <Pages.LoginPage /> },
          { path: paths.register, element: <Pages.RegisterRoute /> },
          { path: routePatterns.registerWithReferral, element: <Pages.RegisterRoute /> },
          { path: paths.forgotPassword, element: <Pages.ForgotPasswordPage /> },
          { path: paths.verifyEmail, element: <Pages.VerifyEmailPage /> },
          { path: paths.googleCallback, element: <Pages.GoogleCallbackPage /> },
          { path: paths.emailOptOut, element: <Pages.EmailOptOutPage /> },
          { path: paths.terms, element: <Pages.TermsPage /> },
          { path: paths.privacy, element: <Pages.PrivacyPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: paths.calendar, element: <Pages.CalendarPage /> },
              { path: paths.profile, element: <Pages.ProfilePage /> },
              { path: paths.availabilityWindows, element: <Pages.AvailabilityWindowsPage /> },
              { path: paths.workingHours, element: <Pages.WorkingHoursPage /> },
              { path: paths.friends, element: <Pages.FriendsPage /> },
              { path: paths.upcomingEvents, element: <Pages.UpcomingEventsPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <BareLayout />,
        children: [
          { path: paths.splash, element: <Pages.SplashPage /> },
          {
            element: <RequireAuth />,
            children: [{ path: paths.onboarding, element: <Pages.OnboardingPage /> }],
          },
        ],
      },
    ],
  },
];
