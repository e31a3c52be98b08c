import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';
import type { FlashState } from '../lib/router-state';
import { VERIFY_TO_CONTINUE } from './verified-access';

/**
 * Guarded routes: a spinner while the session loads, /login for visitors (spec §2), and
 * /verify-email for a person who has not verified yet: the API refuses them everything a
 * guarded screen loads, so the screen could only show a wall of load errors.
 */
export function RequireAuth() {
  const { status, user } = useSession();
  if (status === 'loading') return <PageLoader label="Checking your session" />;
  if (status === 'anonymous') return <Navigate to={paths.login} replace />;
  if (user && !user.email_verified) {
    // No email in the state: an email there makes the page mail a new code on arrival, and
    // every click on a guarded link would send one. The page reads the address from the session.
    const state: FlashState = { message: VERIFY_TO_CONTINUE };
    return <Navigate to={paths.verifyEmail} replace state={state} />;
  }
  return <Outlet />;
}
