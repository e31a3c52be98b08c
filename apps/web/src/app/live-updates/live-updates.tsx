// Keeps the signed-in person's screens current (issue 26): while a verified session is on a shown
// page, the live-updates stream is open, and each signal refetches the answers it names. Nothing
// is rendered.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { env } from '../../lib/env';
import { startLiveConnection, writeMarks } from '../../lib/live-updates';
import { useSession } from '../../lib/session';
import { readToken } from '../../lib/token-storage';
import { watchFetchStarts } from './fetch-starts';
import { ALL_TOPICS, invalidateTopics } from './invalidations';
import { refetchThresholds } from './refetch-thresholds';
import { createLiveSignalBatches } from './signal-batches';
import { usePageVisible } from './use-page-visible';

/** A hidden tab keeps its stream this long, then lets it go until it is shown again. */
const HIDDEN_GRACE_MS = 60_000;

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
    const batches = createLiveSignalBatches(
      writeMarks,
      (items) =>
        void invalidateTopics(queryClient, refetchThresholds(items, writeMarks.answerTimeOf), fetchStarts.startedAt),
    );
    const connection = startLiveConnection({
      apiUrl: env.apiUrl,
      token,
      onOpen: () => {
        if (openedFor.current === userId) for (const topic of ALL_TOPICS) batches.receive({ kind: 'change', topic });
        openedFor.current = userId;
      },
      onTopic: (topic) => batches.receive({ kind: 'change', topic }),
      onMark: (mark) => {
        writeMarks.markArrived(mark);
        batches.receive({ kind: 'mark', mark });
      },
      // A 401: the session has ended; checking the user again signs this tab out.
      onRefused: (refusal) => {
        if (refusal === 401) void refreshUser();
      },
    });
    return () => {
      connection.stop();
      batches.stop();
      fetchStarts.stop();
    };
  }, [isLive, userId, queryClient, refreshUser]);

  return null;
}
