import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@hangtime/core/auth/user';
import { identifyUser, resetAnalytics } from '../analytics';
import { setUnauthorizedListener } from '../api-client';
import { forgetTokenQuietly, readToken, subscribeToToken, writeToken } from '../token-storage';
import { paths } from '../paths';
import { meQueryOptions, meQueryRoot } from './get-me';
import { logoutRequest } from './logout';
import { SessionContext, type Session, type SessionStatus } from './session-context';

const FETCH_USER_FAILED = 'Failed to fetch user data';

/**
 * A full page load after logout, rather than a client-side move: the landing page then starts
 * from nothing (no cached data of the previous person), and no guarded screen can see the
 * session vanish mid-render and bounce to /login on the way.
 */
function loadLandingPage() {
  window.location.assign(paths.home);
}

type SessionProviderProps = { children: ReactNode; onSignedOut?: () => void };

export function SessionProvider({ children, onSignedOut = loadLandingPage }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeToToken, readToken, () => null);
  const meQuery = useQuery(meQueryOptions(token));
  const [dismissedErrorAt, setDismissedErrorAt] = useState(0);
  const [isSigningOut, setSigningOut] = useState(false);

  const clearSession = useCallback(() => {
    writeToken(null);
    queryClient.clear();
    resetAnalytics();
  }, [queryClient]);

  // A 401 on any call made with the token means the session is over (revoked, expired). The
  // session check that main.tsx starts early may answer before this listens: its query then holds
  // an error, which useQuery fetches again on mount, and that 401 comes here.
  useEffect(() => {
    setUnauthorizedListener(clearSession);
    return () => setUnauthorizedListener(null);
  }, [clearSession]);

  const user = token ? (meQuery.data?.user ?? null) : null;
  useEffect(() => {
    if (user) identifyUser(user);
  }, [user]);

  const status: SessionStatus = !token
    ? 'anonymous'
    : user
      ? 'authenticated'
      : meQuery.isError
        ? 'anonymous'
        : 'loading';
  const hasUnseenError = token !== null && meQuery.isError && meQuery.errorUpdatedAt !== dismissedErrorAt;

  const signIn = useCallback(
    (newToken: string, newUser: User) => {
      queryClient.setQueryData(meQueryOptions(newToken).queryKey, { user: newUser });
      writeToken(newToken);
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    setSigningOut(true);
    // Before the token dies: this device stops getting the person's push notifications. Loaded
    // here, at logout: the push module brings its schemas (and zod) along, and every first page
    // would download them otherwise. Logout goes on if it cannot load.
    await import('../push/device-push').then(({ turnOffDevicePush }) => turnOffDevicePush()).catch(() => undefined);
    await logoutRequest().catch(() => undefined);
    forgetTokenQuietly();
    resetAnalytics();
    onSignedOut();
  }, [onSignedOut]);

  const refreshUser = useCallback(() => queryClient.invalidateQueries({ queryKey: meQueryRoot }), [queryClient]);

  const session = useMemo<Session>(
    () => ({
      status,
      user,
      authError: hasUnseenError ? FETCH_USER_FAILED : null,
      dismissAuthError: () => setDismissedErrorAt(meQuery.errorUpdatedAt),
      signIn,
      logout,
      isSigningOut,
      refreshUser,
    }),
    [status, user, hasUnseenError, meQuery.errorUpdatedAt, signIn, logout, isSigningOut, refreshUser],
  );

  return <SessionContext value={session}>{children}</SessionContext>;
}
