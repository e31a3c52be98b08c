// Which cached answers each live-updates topic makes stale (docs/behaviour.md "Live updates (issue
// 26)"). The keys come from each feature's own query-keys file: the features' faces are barrels
// that would bring their pages into the app shell's first download, the keys files are a few lines.
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { LIVE_TOPICS, type LiveTopic } from '@hangtime/core/live-updates/topics';
import { eventsKeys } from '../../features/events/api/query-keys';
import { friendsKeys } from '../../features/friends/api/query-keys';
import { notificationsKeys } from '../../features/notifications/api/query-keys';

/**
 * The bell shows upcoming events, invitations and friend requests besides its own rows, so every
 * topic refreshes it. Events' root holds the calendar, the upcoming list, "need response" and each
 * event; friends' root holds the lists, the requests and the event modal's friend picker.
 */
export const LIVE_INVALIDATIONS: Record<LiveTopic, readonly QueryKey[]> = {
  bell: [notificationsKeys.all],
  calendar: [eventsKeys.all, notificationsKeys.all],
  friends: [friendsKeys.all, notificationsKeys.all],
};

/** A root to mark stale, and the moment after which a started read of it is spared (null: none is). */
export type StaleRoot = { queryKey: QueryKey; sparedAfter: number | null };

/** The later of two thresholds; null (nothing spared) wins. */
const stricter = (a: number | null, b: number | null) => (a === null || b === null ? null : Math.max(a, b));

/** The roots the topics name, each once, with the strictest of its topics' thresholds. */
export function staleRoots(thresholds: ReadonlyMap<LiveTopic, number | null>): StaleRoot[] {
  const byText = new Map<string, StaleRoot>();
  for (const [topic, threshold] of thresholds) {
    for (const queryKey of LIVE_INVALIDATIONS[topic]) {
      const text = JSON.stringify(queryKey);
      const known = byText.get(text);
      byText.set(text, { queryKey, sparedAfter: known ? stricter(known.sparedAfter, threshold) : threshold });
    }
  }
  return [...byText.values()];
}

/**
 * Marks the topics' answers stale (those on screen are fetched again at once), except the reads
 * whose latest fetch started after their topic's threshold (refetch-thresholds.ts): those have seen
 * the changes already.
 */
export function invalidateTopics(
  queryClient: QueryClient,
  thresholds: ReadonlyMap<LiveTopic, number | null>,
  startedAt: (query: Query) => number | undefined = () => undefined,
): Promise<unknown> {
  return Promise.all(
    staleRoots(thresholds).map(({ queryKey, sparedAfter }) =>
      queryClient.invalidateQueries({
        queryKey,
        predicate: sparedAfter === null ? undefined : (query) => !((startedAt(query) ?? -Infinity) > sparedAfter),
      }),
    ),
  );
}

/** After a reconnect, anything may have changed meanwhile. */
export const ALL_TOPICS: readonly LiveTopic[] = LIVE_TOPICS;
