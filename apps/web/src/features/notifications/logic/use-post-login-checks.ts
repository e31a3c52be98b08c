import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { onboardingNoticesQueryOptions, type RunChecks } from './onboarding-notices-state';
import { POST_LOGIN_CHECK_DELAY_MS, runPostLoginChecks } from './post-login-checks';

export type PostLoginCheckOptions = { delayMs?: number; runChecks?: RunChecks };

/**
 * Runs the setup checks `delayMs` after a person's session starts (a login, or a page load with
 * a stored token), once per session: the result stays cached, so a later mount only reads it.
 */
export function usePostLoginChecks({
  delayMs = POST_LOGIN_CHECK_DELAY_MS,
  runChecks = runPostLoginChecks,
}: PostLoginCheckOptions = {}) {
  const session = useSession();
  const userId = session.status === 'authenticated' ? (session.user?.id ?? null) : null;
  const [dueFor, setDueFor] = useState<string | null>(null);

  useEffect(() => {
    if (userId === null) return;
    const timer = window.setTimeout(() => setDueFor(userId), delayMs);
    return () => window.clearTimeout(timer);
  }, [userId, delayMs]);

  useQuery({ ...onboardingNoticesQueryOptions(userId, runChecks), enabled: userId !== null && dueFor === userId });
}
