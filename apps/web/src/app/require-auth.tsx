import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';

/** Guarded routes: a spinner while the session loads, /login for visitors (spec §2). */
export function RequireAuth() {
  const { status } = useSession();
  if (status === 'loading') return <PageLoader label="Checking your session" />;
  if (status === 'anonymous') return <Navigate to={paths.login} replace />;
  return <Outlet />;
}
