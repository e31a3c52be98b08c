// Keeps the signed-in person's screens current (issue 26): while a verified session is on a shown
// page, the live-updates stream is open, and each signal refetches the answers it names. Nothing
// is rendered.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { env } from '../../lib/env';
import { answerTimeOf, startLiveConnection } from '../../lib/live-updates';
import { useSession } from '../../lib/session';
import { readToken } from '../../lib/token-storage';
import { watchFetchStarts } from './fetch-starts';
import { ALL_TOPICS, invalidateTopics } from './invalidations';
import { refetchThresholds, type StreamItem } from './refetch-thresholds';
import { usePageVisible } from './use-page-visible';

/** A hidden tab keeps its stream this long, then lets it go until it is shown again. */
const HIDDEN_GRACE_MS = 60_000;
/**
 * Signals that come together (one change often touches the calendar and the bell) refetch once; the
 * mark of this tab's write that made them (refetch-thresholds.ts) comes in this time too.
 */
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
    const fetchStarts = watchFetchStarts(queryClient.getQueryCache());
    let pending: StreamItem[] = [];
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      flushTimer = undefined;
      const thresholds = refetchThresholds(pending, answerTimeOf);
      pending = [];
      void invalidateTopics(queryClient, thresholds, fetchStarts.startedAt);
    };
    const receive = (item: StreamItem) => {
      // A mark covers only the changes before it: with none waiting, it has nothing to spare.
      if (item.kind === 'mark' && flushTimer === undefined) return;
      pending.push(item);
      flushTimer ??= setTimeout(flush, GATHER_MS);
    };
    const connection = startLiveConnection({
      apiUrl: env.apiUrl,
      token,
      onOpen: () => {
        if (openedFor.current === userId) for (const topic of ALL_TOPICS) receive({ kind: 'change', topic });
        openedFor.current = userId;
      },
      onTopic: (topic) => receive({ kind: 'change', topic }),
      onMark: (mark) => receive({ kind: 'mark', mark }),
      // A 401: the session has ended; checking the user again signs this tab out.
      onRefused: (refusal) => {
        if (refusal === 401) void refreshUser();
      },
    });
    return () => {
      connection.stop();
      clearTimeout(flushTimer);
      fetchStarts.stop();
    };
  }, [isLive, userId, queryClient, refreshUser]);

  return null;
}
