// Keeps the signed-in person's screens current (issue 26): while a verified session is on a shown
// page, the live-updates stream is open, and each signal refetches the answers it names. Nothing
// is rendered.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LiveTopic } from '@hangtime/core/live-updates/topics';
import { env } from '../../lib/env';
import { startLiveConnection } from '../../lib/live-updates';
import { useSession } from '../../lib/session';
import { readToken } from '../../lib/token-storage';
import { ALL_TOPICS, invalidateTopics } from './invalidations';
import { usePageVisible } from './use-page-visible';

/** A hidden tab keeps its stream this long, then lets it go until it is shown again. */
const HIDDEN_GRACE_MS = 60_000;
/** Signals that come together (one change often touches the calendar and the bell) refetch once. */
const GATHER_MS = 100;

export function LiveUpdates() {
  const { status, user, isSigningOut, refreshUser } = useSession();
  const queryClient = useQueryClient();
  const isPageVisible = usePageVisible(HIDDEN_GRACE_MS);
  const userId = status === 'authenticated' && user?.email_verified ? user.id : null;
  const isLive = userId !== null && !isSigningOut && isPageVisible;
  // Whose stream has been open before: every later opening may have missed signals in between.
  const openedFor = useRef<string | null>(null);

  useEffect(() => {
    const token = readToken();
    if (!isLive || !token) return;
    const pending = new Set<LiveTopic>();
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    const refetch = (topics: Iterable<LiveTopic>) => {
      for (const topic of topics) pending.add(topic);
      flushTimer ??= setTimeout(() => {
        flushTimer = undefined;
        const due = [...pending];
        pending.clear();
        void invalidateTopics(queryClient, due);
      }, GATHER_MS);
    };
    const connection = startLiveConnection({
      apiUrl: env.apiUrl,
      token,
      onOpen: () => {
        if (openedFor.current === userId) refetch(ALL_TOPICS);
        openedFor.current = userId;
      },
      onTopic: (topic) => refetch([topic]),
      // A 401: the session has ended; checking the user again signs this tab out.
      onRefused: (refusal) => {
        if (refusal === 401) void refreshUser();
      },
    });
    return () => {
      connection.stop();
      clearTimeout(flushTimer);
    };
  }, [isLive, userId, queryClient, refreshUser]);

  return null;
}
