// What the profile's first screen takes of the calendar link: the reads of its calendar connections
// (Google Calendar's status, the iCal subscriptions, the personal feed), started before the profile
// renders (profile/first-screen-data.ts). Import it from here: another feature may use only this
// file or index.ts, and the index would bring the connections' components along.
import type { QueryClient } from '@tanstack/react-query';
import { feedQueryOptions } from './api/get-feed';
import { googleStatusQueryOptions } from './api/get-google-status';
import { subscriptionsQueryOptions } from './api/get-subscriptions';

/** Every read CalendarConnections makes when it mounts; settles once all have answered or failed. */
export async function prefetchCalendarConnections(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(googleStatusQueryOptions()),
    queryClient.prefetchQuery(subscriptionsQueryOptions()),
    queryClient.prefetchQuery(feedQueryOptions()),
  ]);
}
