import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { capturePageView } from '../lib/analytics';
import { useSession } from '../lib/session';

/** Sends a page view on every route change of a signed-in person (spec §1); nothing otherwise. */
export function PageViewTracker() {
  const { pathname, search } = useLocation();
  const isSignedIn = useSession().status === 'authenticated';

  useEffect(() => {
    if (isSignedIn) capturePageView(`${window.location.origin}${pathname}${search}`);
  }, [isSignedIn, pathname, search]);

  return null;
}
