import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { SetupReminders } from '../features/notifications/components/setup-reminders';
import { AuthErrorAlert } from './auth-error-alert';
import { DocumentTitle } from './document-title';
import { NavigationBar } from './nav/navigation-bar';
import { PageViewTracker } from './page-view-tracker';
import { useIsVerifiedMember } from './verified-access';

/** Wraps every route: the browser title, the auth error notice, page views, scroll position. */
export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <AuthErrorAlert />
      <PageViewTracker />
      <ScrollRestoration />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** Screens with the navigation bar and, once signed in and verified, the setup reminders. */
export function AppLayout() {
  // The reminders load friends, availability and more: refused (403) before verification.
  const isVerified = useIsVerifiedMember();
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
      {isVerified && <SetupReminders />}
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
