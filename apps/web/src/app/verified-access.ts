// The server refuses an unverified account everything but auth and profile calls (403), so the
// shell asks for a verified email before it mounts anything that loads the app's data.
import { useSession } from '../lib/session';

export const VERIFY_TO_CONTINUE = 'Please verify your email address to continue.';

/** Signed in with a verified email: the only state in which the app's own APIs answer. */
export function useIsVerifiedMember(): boolean {
  const { status, user } = useSession();
  return status === 'authenticated' && user?.email_verified === true;
}
