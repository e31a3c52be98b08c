import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { LiveTopic } from '@hangtime/core/live-updates/topics';
import { describe, expect, it } from 'vitest';
import { calendarKeys } from '../../features/calendar/api/query-keys';
import { eventsKeys } from '../../features/events/api/query-keys';
import { friendsKeys } from '../../features/friends/api/query-keys';
import { notificationsKeys } from '../../features/notifications/api/query-keys';
import { ALL_TOPICS, invalidateTopics, staleRoots } from './invalidations';

const screens: Record<string, QueryKey> = {
  bell: notificationsKeys.unified('user-1'),
  calendar: calendarKeys.eventsBatch('America/New_York', '2026-11-01'),
  needResponse: eventsKeys.pendingInvitations(),
  upcoming: eventsKeys.range('2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'),
  friends: friendsKeys.list(),
  friendRequests: friendsKeys.pending(),
  sentRequests: friendsKeys.sent(),
  onboarding: notificationsKeys.onboardingNotices('user-1'),
  availability: calendarKeys.occurrencesBatch('2026-11-01'),
};

/** Which screens' answers a signal of `topics` leaves stale. */
async function staleAfter(topics: LiveTopic[]) {
  const client = new QueryClient();
  for (const key of Object.values(screens)) client.setQueryData(key, { cached: true });
  await invalidateTopics(client, new Map(topics.map((topic) => [topic, null])));
  return Object.keys(screens).filter((name) => client.getQueryState(screens[name]!)?.isInvalidated);
}

describe('live-updates invalidations', () => {
  it('a bell signal refreshes the bell alone', async () => {
    expect(await staleAfter(['bell'])).toEqual(['bell']);
  });

  it('a calendar signal refreshes the calendar, "need response", the upcoming list and the bell', async () => {
    expect(await staleAfter(['calendar'])).toEqual(['bell', 'calendar', 'needResponse', 'upcoming']);
  });

  it('a friends signal refreshes the friends lists, the requests and the bell', async () => {
    expect(await staleAfter(['friends'])).toEqual(['bell', 'friends', 'friendRequests', 'sentRequests']);
  });

  it("never touches what no other person can change: the post-login reminders, one's own availability", async () => {
    const stale = await staleAfter([...ALL_TOPICS]);
    expect(stale).not.toContain('onboarding');
    expect(stale).not.toContain('availability');
  });

  it('names each root once, however many topics need it, with the strictest threshold', () => {
    const thresholds = new Map<LiveTopic, number | null>([
      ['bell', 200],
      ['calendar', 100],
      ['friends', null],
    ]);
    expect(staleRoots(thresholds)).toEqual([
      { queryKey: notificationsKeys.all, sparedAfter: null },
      { queryKey: eventsKeys.all, sparedAfter: 100 },
      { queryKey: friendsKeys.all, sparedAfter: null },
    ]);
    expect(
      staleRoots(
        new Map([
          ['calendar', 100],
          ['bell', 200],
        ]),
      ),
    ).toEqual([
      { queryKey: eventsKeys.all, sparedAfter: 100 },
      { queryKey: notificationsKeys.all, sparedAfter: 200 },
    ]);
  });

  it('spares the reads whose latest fetch started after the threshold, and only those', async () => {
    const client = new QueryClient();
    for (const key of Object.values(screens)) client.setQueryData(key, { cached: true });
    // The calendar and "need response" were fetched again after the write's answer (at 100), the
    // upcoming list before it, the bell not at all.
    const fetchStarts = new Map<string, number>([
      [JSON.stringify(screens.calendar), 150],
      [JSON.stringify(screens.needResponse), 150],
      [JSON.stringify(screens.upcoming), 50],
    ]);
    const startedAt = (query: { queryKey: QueryKey }) => fetchStarts.get(JSON.stringify(query.queryKey));
    await invalidateTopics(client, new Map([['calendar', 100]]), startedAt);
    const stale = Object.keys(screens).filter((name) => client.getQueryState(screens[name]!)?.isInvalidated);
    expect(stale).toEqual(['bell', 'upcoming']);
  });
});
