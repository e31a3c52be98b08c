import { createContext, useContext } from 'react';
import type { User } from '@hangtime/core/auth/user';

/** anonymous: no token · loading: token, user on its way · authenticated: token and user. */
export type SessionStatus = 'anonymous' | 'loading' | 'authenticated';

export type Session = {
  status: SessionStatus;
  user: User | null;
  /** "Failed to fetch user data" when the user could not be loaded for a reason other than 401. */
  authError: string | null;
  dismissAuthError: () => void;
  /** Stores a fresh token and its user (login, registration). */
  signIn: (token: string, user: User) => void;
  /**
   * Ends the session on the server (failures ignored), forgets the token and the analytics
   * identity, and loads the landing page afresh.
   */
  logout: () => Promise<void>;
  /** True from the logout click until the landing page loads. */
  isSigningOut: boolean;
  /** Reloads the user, e.g. after the email was verified. */
  refreshUser: () => Promise<void>;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
