// Which cached answers each live-updates topic makes stale (docs/behaviour.md "Live updates (issue
// 26)"). The keys come from each feature's own query-keys file: the features' faces are barrels
// that would bring their pages into the app shell's first download, the keys files are a few lines.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
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

/** The roots to refetch for these topics, each once. */
export function queryKeysFor(topics: Iterable<LiveTopic>): QueryKey[] {
  const byText = new Map<string, QueryKey>();
  for (const topic of topics) {
    for (const key of LIVE_INVALIDATIONS[topic]) byText.set(JSON.stringify(key), key);
  }
  return [...byText.values()];
}

/** Marks the topics' answers stale; those on screen are fetched again at once. */
export function invalidateTopics(queryClient: QueryClient, topics: Iterable<LiveTopic>): Promise<unknown> {
  return Promise.all(queryKeysFor(topics).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** After a reconnect, anything may have changed meanwhile. */
export const ALL_TOPICS: readonly LiveTopic[] = LIVE_TOPICS;
