import { useEffect, useState } from 'react';

export type SyncBadgeState = 'idle' | 'syncing' | 'success' | 'error';

/** Spec §9: the sync badge clears after 3 seconds. */
export const SYNC_BADGE_RESET_MS = 3000;

/**
 * The calendar sync badge (spec §4): syncing while a sync runs, then success or error, back to
 * nothing 3 seconds later. A new sync restarts it.
 */
export function useSyncBadge() {
  const [state, setState] = useState<SyncBadgeState>('idle');

  useEffect(() => {
    if (state !== 'success' && state !== 'error') return;
    const timer = window.setTimeout(() => setState('idle'), SYNC_BADGE_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  return {
    state,
    start: () => setState('syncing'),
    succeed: () => setState('success'),
    fail: () => setState('error'),
  };
}
