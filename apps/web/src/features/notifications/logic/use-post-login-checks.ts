import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { notificationsKeys } from '../api/query-keys';
import { onboardingNoticesQueryOptions, type RunChecks } from './onboarding-notices-state';
import { POST_LOGIN_CHECK_DELAY_MS, runPostLoginChecks } from './post-login-checks';
import { shouldRecheck } from './recheck-triggers';

export type PostLoginCheckOptions = { delayMs?: number; runChecks?: RunChecks };

/**
 * Runs the setup checks `delayMs` after a person's session starts (a login, or a page load with
 * a stored token). The result stays cached, so a later mount only reads it; while something is
 * still missing, the checks run again after each change the person saves (a friend accepted, a
 * window added, an activity rated) and when the bell's list comes back (a friend accepting their
 * request), so a reminder goes as soon as its condition is met.
 */
export function usePostLoginChecks({
  delayMs = POST_LOGIN_CHECK_DELAY_MS,
  runChecks = runPostLoginChecks,
}: PostLoginCheckOptions = {}) {
  const session = useSession();
  const userId = session.status === 'authenticated' ? (session.user?.id ?? null) : null;
  const [dueFor, setDueFor] = useState<string | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (userId === null) return;
    const timer = window.setTimeout(() => setDueFor(userId), delayMs);
    return () => window.clearTimeout(timer);
  }, [userId, delayMs]);

  const isDue = userId !== null && dueFor === userId;
  const { data: missing, refetch } = useQuery({ ...onboardingNoticesQueryOptions(userId, runChecks), enabled: isDue });
  const hasMissing = (missing?.length ?? 0) > 0;

  useEffect(() => {
    if (!isDue || !hasMissing) return;
    const recheck = () => void refetch();
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (shouldRecheck.afterMutation(event)) recheck();
    });
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (shouldRecheck.afterQuery(event, notificationsKeys.all)) recheck();
    });
    return () => {
      unsubscribeMutations();
      unsubscribeQueries();
    };
  }, [isDue, hasMissing, queryClient, refetch]);
}
