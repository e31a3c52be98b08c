// The profile's first screen's reads, started by the entry once the session check has answered and
// the page's code is in (app/prefetch-first-screen.ts). Only the Profile Information tab's: the
// other tabs mount (and read) when chosen.
import type { QueryClient } from '@tanstack/react-query';
import { prefetchCalendarConnections } from '../calendar-sync/first-screen';
import { reminderSettingsQueryOptions } from '../reminders/first-screen';
import { profileQueryOptions } from './api/get-profile';
import { profileTabs, readProfileTab, TAB_PARAM } from './logic/profile-tabs';

/**
 * Every read the profile's first tab makes when it mounts (its own reading of the user, the
 * calendar connections, the reminder mail switch), when `search` opens on that tab; settles once all have answered or failed.
 */
export async function prefetchProfileFirstScreen(queryClient: QueryClient, search: string): Promise<void> {
  if (readProfileTab(new URLSearchParams(search).get(TAB_PARAM)) !== profileTabs.info) return;
  await Promise.all([
    queryClient.prefetchQuery(profileQueryOptions()),
    prefetchCalendarConnections(queryClient),
    queryClient.prefetchQuery(reminderSettingsQueryOptions),
  ]);
}
