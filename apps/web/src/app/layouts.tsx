import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { SetupReminders } from '../features/notifications/components/setup-reminders';
import { AuthErrorAlert } from './auth-error-alert';
import { NavigationBar } from './nav/navigation-bar';
import { PageViewTracker } from './page-view-tracker';

/** Wraps every route: the auth error notice, page views, scroll position. */
export function RootLayout() {
  return (
    <>
      <AuthErrorAlert />
      <PageViewTracker />
      <ScrollRestoration />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** Screens with the navigation bar and, once signed in, the setup reminders. */
export function AppLayout() {
  return (
    <>
      <a className="ht-skip-link" href="#main-content">
        Skip to content
      </a>
      <NavigationBar />
      <main id="main-content">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SetupReminders />
    </>
  );
}

/** Screens without it (onboarding, splash). */
export function BareLayout() {
  return (
    <main id="main-content">
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
